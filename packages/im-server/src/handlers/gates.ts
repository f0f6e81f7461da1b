import { platformActionOf } from '../checks.ts';
import type { Body } from '../frames.ts';
import { LIMIT_ERRORS } from '../limits.ts';
import type { TopicRow } from '../repos/topics.ts';
import { ImError, SYSTEM_ACCOUNT, type Service } from '../service.ts';
import type { GroupRow } from '../store.ts';
import { isAdmin } from './group-common.ts';

/**
 * The gates every way of speaking passes, so that none is a way around another: a message (stored or online
 * only), a topic message, an edit and a message extension. Each answers the code the send path answers.
 */

/** The cloud's code for a sender who is muted, or a member of a group or topic where all members are. */
export const MUTED = 10017;
/** Not a member, or a member doing what only the platform does (its actions, its messages). */
export const NO_PERMISSION = 10007;
/** The cloud's answer to a one-to-one message whose receiver has blacklisted the sender. */
export const BLOCKED_SENDER = 20007;

/** The group custom field of slow mode: seconds a member waits between two messages (managers never wait). */
export const SLOW_MODE_FIELD = 'slow_mode';

/** Seconds `user` still waits under the group's slow mode (0: may speak). */
function slowModeWait(svc: Service, groupId: string, user: string): number {
  const field = svc.groupExtras.groupFields(groupId).find((f) => f.key === SLOW_MODE_FIELD);
  const interval = Number(field?.value ?? 0);
  if (!(interval > 0)) return 0;
  return Math.max(0, svc.groupExtras.lastSpoke(groupId, user) + interval - svc.nowSeconds());
}

/** What a group act puts before the members: the topic it is in, and the content it carries (none: an extension). */
export interface GroupSpeech {
  topic?: TopicRow;
  elems?: Body[];
}

/**
 * May `user` speak in the group (or its topic)? The checks of a send, in its order: member (10007), muted (10017),
 * all members or the topic muted (10017, managers excepted), slow mode (10023, managers excepted), platform
 * actions (10007). The platform's account passes every gate.
 */
export function requireGroupSpeaker(svc: Service, g: GroupRow, user: string, speech: GroupSpeech = {}): void {
  if (user === SYSTEM_ACCOUNT) return;
  const me = svc.store.member(g.id, user);
  if (!me) throw new ImError(NO_PERMISSION, 'not a member of the group');
  if (me.mute_until > svc.nowSeconds()) throw new ImError(MUTED, 'the sender is muted');
  const manager = isAdmin(me.role);
  if (!manager && g.mute_all) throw new ImError(MUTED, 'all members are muted');
  if (!manager && speech.topic?.mute_all) throw new ImError(MUTED, 'the topic is muted');
  const wait = manager ? 0 : slowModeWait(svc, g.id, user);
  if (wait > 0) throw new ImError(LIMIT_ERRORS.slowMode, `slow mode: the next message in ${wait} s`);
  const action = speech.elems ? platformActionOf(speech.elems) : null;
  if (action) throw new ImError(NO_PERMISSION, `${action} messages are sent by the platform only`);
}

/** `user` spoke in the group or one of its topics: slow mode counts from now, whether the act was stored or not. */
export function spokeInGroup(svc: Service, g: GroupRow, user: string): void {
  svc.groupExtras.spoke(g.id, user, svc.nowSeconds());
}

/** May `from` speak to `to` one-to-one? Not when `to` has blacklisted `from` (20007). */
export function requireC2cSpeaker(svc: Service, from: string, to: string): void {
  if (svc.relations.isBlocked(to, from)) throw new ImError(BLOCKED_SENDER, `${to} has blacklisted the sender`);
}

/**
 * What the platform sent is changed or withdrawn by the platform only: clients trust its messages by their sender,
 * so an edit or a recall by anyone else would speak in its name (10007).
 */
export function requireOwnPlatformMessage(user: string, sender: string): void {
  if (sender === SYSTEM_ACCOUNT && user !== SYSTEM_ACCOUNT)
    throw new ImError(NO_PERMISSION, "the platform's messages are changed by the platform only");
}
