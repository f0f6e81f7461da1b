import { LIMIT_ERRORS } from './limits.ts';
import { foldName, reservedIn } from './names.ts';
import { ImError, type Service } from './service.ts';

/**
 * A name a user gives themselves (their nick, or a group name card): not one of the platform's voices and not
 * another account's platform-written name. `reservedCode` is the refusal the command answers with: 40005 for a
 * profile (the cloud's moderation refusing a profile value), 80001 for a group name card (sensitive words).
 */
export function checkOwnName(
  svc: Service,
  user: string,
  name: string,
  reservedCode: number = LIMIT_ERRORS.reservedName,
): void {
  const reserved = reservedIn(foldName(name), svc.opts.reservedNames);
  if (reserved !== undefined) throw new ImError(reservedCode, `the name contains the reserved name "${reserved}"`);
  if (svc.platformNames.ownerOther(name, user) !== undefined)
    throw new ImError(LIMIT_ERRORS.profileInvalid, 'the name is the name of another account');
}
