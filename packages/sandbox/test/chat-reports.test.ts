import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { ChatReport, ChatUserHit, ListOf } from '@live/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noonClock, register, sandbox, type TestSandbox } from './helpers.ts';

let sb: TestSandbox;
/** A file database, so the test reads what was stored, not only what was answered. */
const dir = mkdtempSync(join(tmpdir(), 'chat-reports-'));
const dbPath = join(dir, 'sandbox.db');
let a: { token: string; uid: number };
let b: { token: string; uid: number };

beforeAll(async () => {
  sb = await sandbox({ now: noonClock(), dbPath });
  a = await register(sb, '13911120001');
  b = await register(sb, '13911120002');
});
afterAll(async () => {
  await sb.close();
  rmSync(dir, { recursive: true, force: true });
});

function stored(sql: string, ...params: string[]): unknown[] {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    return db.prepare(sql).all(...params);
  } finally {
    db.close();
  }
}

describe('chat reports (/c2c-feedback)', () => {
  it('stores a report of a user by the token user; a repeat within a day updates it instead of adding one', async () => {
    const first = await sb.post<ChatReport>('/api/chat/report', {
      token: a.token,
      type: 'user',
      target: String(b.uid),
      reason: 'spam',
    });
    expect(first.status).toBe(0);
    expect(first.data).toMatchObject({ type: 'user', target: String(b.uid), reason: 'spam' });
    const again = await sb.post<ChatReport>('/api/chat/report', {
      token: a.token,
      type: 'user',
      target: String(b.uid),
      reason: 'abuse',
      content: '<b>not html</b>',
    });
    expect(again.data.id).toBe(first.data.id);
    const rows = stored('SELECT user_id, reason, content FROM chat_reports WHERE target = ?', String(b.uid));
    expect(rows.map((row) => ({ ...(row as object) }))).toEqual([
      { user_id: a.uid, reason: 'abuse', content: '<b>not html</b>' },
    ]);
  });

  it('reports a group by its id', async () => {
    const group = await sb.post<ChatReport>('/api/chat/report', {
      token: b.token,
      type: 'group',
      target: '@TGS#2ABCDEF',
      reason: 'fraud',
    });
    expect(group.status).toBe(0);
    expect(group.data.type).toBe('group');
  });

  it('refuses visitors, bad types, reasons and targets, naming the parameter (pt-BR too)', async () => {
    expect((await sb.post('/api/chat/report', { type: 'user', target: String(b.uid), reason: 'spam' })).status).toBe(2);
    const badType = await sb.post('/api/chat/report', { token: a.token, type: 'x', target: '1', reason: 'spam' });
    expect(badType.msg).toContain('type');
    const badReason = await sb.post('/api/chat/report', { token: a.token, type: 'user', target: '1', reason: 'x' });
    expect(badReason.msg).toContain('reason');
    const self = await sb.post('/api/chat/report', {
      token: a.token,
      type: 'user',
      target: String(a.uid),
      reason: 'spam',
    });
    expect(self.status).not.toBe(0);
    const badGroup = await sb.post(
      '/api/chat/report',
      { token: a.token, type: 'group', target: '<script>', reason: 'spam' },
      '?lang=pt-br',
    );
    expect(badGroup.msg).toContain('target');
    expect(badGroup.msg).toContain('grupo');
  });
});

describe('user search (/c2c-search)', () => {
  it('finds a user by id first, and by part of the nick with LIKE wildcards taken literally', async () => {
    const byId = await sb.post<ListOf<ChatUserHit>>('/api/chat/searchUsers', { keyword: String(b.uid) });
    expect(byId.status).toBe(0);
    expect(byId.data.list[0]?.id).toBe(b.uid);
    const wildcard = await sb.post<ListOf<ChatUserHit>>('/api/chat/searchUsers', { keyword: '%' });
    expect(wildcard.data.list).toEqual([]);
    const missing = await sb.post('/api/chat/searchUsers', {});
    expect(missing.msg).toContain('keyword');
  });
});
