import type { Db } from '../db/database.ts';
import type { Call } from '../http/call.ts';
import { fail } from '../http/errors.ts';
import { type DocumentType, DOCUMENTS, REGISTRATION_DOCUMENTS } from './documents.ts';

const agreed = (call: Call): boolean => call.params.values.agree === 1 || call.params.values.agree === '1';

/** A registration goes on only with `agree: 1`, the user's tick of the user agreement and the privacy policy. */
export function requireAgreement(call: Call): void {
  if (!agreed(call))
    fail(
      '请阅读并勾选同意《用户协议》和《隐私政策》',
      'Leia e marque que aceita os Termos de uso e a Política de privacidade',
    );
}

/** An anchor or anchor-admin application goes on only with `agree: 1`, the tick of the anchor agreement. */
export function requireAnchorAgreement(call: Call): void {
  if (!agreed(call)) fail('请阅读并勾选同意《主播协议》', 'Leia e marque que aceita os Termos do Apresentador');
}

/**
 * Records what the user agreed to (the registration's documents unless told): each document's version, when, and
 * from which address.
 */
export function recordConsent(
  call: Call,
  userId: number,
  documents: readonly DocumentType[] = REGISTRATION_DOCUMENTS,
): void {
  const insert = call.app.db.prepare(
    'INSERT OR IGNORE INTO consents (user_id, document, version, agreed_at, client) VALUES (?, ?, ?, ?, ?)',
  );
  for (const type of documents) insert.run(userId, type, DOCUMENTS[type].version, call.now, call.info.client);
}

export interface Consent {
  document: number;
  version: string;
  agreed_at: number;
  client: string;
}

export function consentsOf(db: Db, userId: number): Consent[] {
  return db
    .prepare('SELECT document, version, agreed_at, client FROM consents WHERE user_id = ? ORDER BY document')
    .all(userId) as unknown as Consent[];
}
