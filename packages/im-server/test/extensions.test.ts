import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_NOT_SUPPORTED } from '../src/handlers/extensions.ts';
import type { ImServer } from '../src/index.ts';
import { RawSocket } from './raw-socket.ts';
import { startTestServer } from './setup.ts';

type Body = Record<string, unknown>;
const text = (t: string): Body[] => [{ MsgType: 'TIMTextElem', MsgContent: { Text: t } }];
const notices = (s: RawSocket): Body[] =>
  s.frames.flatMap((f) =>
    ((f.body.EventArray as Body[] | undefined) ?? []).flatMap((e) =>
      e.MsgExtensionNotify ? [e.MsgExtensionNotify as Body] : [],
    ),
  );

describe('message extensions', () => {
  let server: ImServer;
  let ann: RawSocket;
  let bob: RawSocket;
  let eve: RawSocket;
  const key = { From_Account: 'ext-ann', To_Account: 'ext-bob', MsgKey: '3_33_0' };

  beforeAll(async () => {
    server = await startTestServer();
    const login = (user: string): Promise<RawSocket> => RawSocket.login(server.url, user);
    [ann, bob, eve] = await Promise.all([login('ext-ann'), login('ext-bob'), login('ext-eve')]);
    const base = { To_Account: 'ext-bob', MsgBody: text('poll') };
    await ann.request('openim.sendmsg', { ...base, MsgSeq: 3, MsgRandom: 33, SupportMessageExtension: 1 });
    await ann.request('openim.sendmsg', { ...base, MsgSeq: 4, MsgRandom: 44 });
  });
  afterAll(async () => {
    await Promise.all([ann, bob, eve].map((s) => s.close()));
    await server.close();
  });

  const set = (s: RawSocket, body: Body): Promise<Body> =>
    s.request('openim_msg_ext_http_svc.set_key_values', { ...key, ...body });

  it('§9 extensions: set by one side is seen by the other; the global sequence rises; a stale key fails alone', async () => {
    const first = await set(bob, { OperateType: 1, ExtensionList: [{ Key: 'home', Value: '1', Seq: 0 }] });
    expect(first).toMatchObject({ ErrorCode: 0, Seq: 1, ExtensionList: [{ ErrorCode: 0, Extension: { Seq: 1 } }] });
    expect(await ann.until(() => notices(ann).length === 1, 3000)).toBe(true);
    expect(notices(ann)[0]).toMatchObject({
      MsgOptType: 1,
      LatestSeq: 1,
      SetKVInfo: [{ ExtensionList: [{ Key: 'home', Value: '1' }] }],
    });
    const mixed = await set(ann, {
      OperateType: 1,
      ExtensionList: [
        { Key: 'home', Value: '2', Seq: 0 },
        { Key: 'away', Value: '1', Seq: 0 },
      ],
    });
    expect((mixed.ExtensionList as Body[]).map((r) => r.ErrorCode)).toEqual([0, 0]);
    const stale = await set(bob, {
      OperateType: 1,
      ExtensionList: [
        { Key: 'home', Value: '9', Seq: 1 },
        { Key: 'draw', Value: '1', Seq: 0 },
      ],
    });
    expect((stale.ExtensionList as Body[]).map((r) => r.ErrorCode)).toEqual([23001, 0]);
    const got = await ann.request('openim_msg_ext_http_svc.get_key_values', key);
    expect(got).toMatchObject({ CompleteFlag: 1, LatestSeq: 4 });
    expect((got.ExtensionList as Body[]).map((e) => [e.Key, e.Value])).toEqual([
      ['home', '2'],
      ['away', '1'],
      ['draw', '1'],
    ]);
  });

  it('§9 extensions: operation 2 deletes keys, 3 deletes all; 20 per call; only parties; only messages that support them', async () => {
    await set(ann, { OperateType: 2, ExtensionList: [{ Key: 'draw', Seq: 0 }] });
    const keys = async (): Promise<unknown[]> =>
      ((await ann.request('openim_msg_ext_http_svc.get_key_values', key)).ExtensionList as Body[]).map((e) => e.Key);
    expect(await keys()).toEqual(['home', 'away']);
    const cleared = await set(bob, { OperateType: 3 });
    expect(cleared).toMatchObject({ ErrorCode: 0, ClearSeq: cleared.Seq });
    expect(await keys()).toEqual([]);
    const many = Array.from({ length: 21 }, (_, i) => ({ Key: `k${i}`, Value: 'v', Seq: 0 }));
    expect(await set(ann, { OperateType: 1, ExtensionList: many })).toMatchObject({
      ErrorCode: 10004,
      ErrorInfo: expect.stringContaining('at most 20'),
    });
    expect((await set(eve, { OperateType: 1, ExtensionList: [{ Key: 'x', Value: '1' }] })).ErrorCode).toBe(10007);
    const plain = await set(ann, { MsgKey: '4_44_0', OperateType: 1, ExtensionList: [{ Key: 'x', Value: '1' }] });
    expect(plain.ErrorCode).toBe(EXTENSION_NOT_SUPPORTED);
    const unreadable = await set(ann, { MsgKey: '3_x_0', OperateType: 1, ExtensionList: [{ Key: 'x', Value: '1' }] });
    expect(unreadable).toMatchObject({ ErrorCode: 20022, ErrorInfo: 'message not found' });
  });
});
