import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImServer } from '../src/index.ts';
import { RawSocket } from './raw-socket.ts';
import { startTestServer } from './setup.ts';

type Body = Record<string, unknown>;
const text = (t: string): Body[] => [{ MsgType: 'TIMTextElem', MsgContent: { Text: t } }];
const events = (s: RawSocket): Body[] => s.frames.flatMap((f) => (f.body.EventArray as Body[] | undefined) ?? []);

let clock = Date.now();

describe('read receipts', () => {
  let server: ImServer;
  let ann: RawSocket;
  let bob: RawSocket;
  let cid: RawSocket;
  let GroupId = '';

  beforeAll(async () => {
    // A clock the test moves, so joining after a message is a later second.
    server = await startTestServer({ now: () => clock });
    const login = (user: string): Promise<RawSocket> => RawSocket.login(server.url, user);
    [ann, bob, cid] = await Promise.all([login('rr-ann'), login('rr-bob'), login('rr-cid')]);
    const created = await ann.request('group_open_http_svc.create_group', {
      Type: 'Public',
      Name: 'receipts',
      MemberList: [{ Member_Account: 'rr-bob' }, { Member_Account: 'rr-cid' }],
    });
    GroupId = created.GroupId as string;
  });
  afterAll(async () => {
    await Promise.all([ann, bob, cid].map((s) => s.close()));
    await server.close();
  });

  it('§5 receipts one-to-one: only a message that asked, acknowledged by its receiver, once', async () => {
    const asked = { To_Account: 'rr-bob', MsgSeq: 1, MsgRandom: 11, MsgBody: text('a'), IsNeedReadReceipt: 1 };
    const sent = await ann.request('openim.sendmsg', asked);
    await ann.request('openim.sendmsg', { ...asked, MsgSeq: 2, MsgRandom: 12, IsNeedReadReceipt: 0 });
    const info = (seq: number, random: number): Body => ({
      From_Account: 'rr-ann',
      To_Account: 'rr-bob',
      MsgSeq: seq,
      MsgRandom: random,
      MsgTime: sent.MsgTime,
    });
    // The sender cannot acknowledge for the receiver: its accounts do not match the socket's user.
    await cid.request('openim.c2c_msg_read_receipt', { Peer_Account: 'rr-ann', C2CMsgInfo: [info(1, 11)] });
    for (let i = 0; i < 2; i++)
      await bob.request('openim.c2c_msg_read_receipt', {
        Peer_Account: 'rr-ann',
        C2CMsgInfo: [info(1, 11), info(2, 12)],
      });
    await ann.until(() => events(ann).some((e) => e.Event === 16), 3000);
    const receipts = events(ann).filter((e) => e.Event === 16);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ Peer_Account: 'rr-bob', C2cMsgInfo: [{ MsgSeq: 1, MsgRandom: 11 }] });
    const history = await ann.request('openim.getroammsg', { Peer_Account: 'rr-bob', MaxCnt: 15 });
    expect((history.MsgList as Body[]).map((m) => m.IsPeerRead ?? 0)).toEqual([1, 0]);
  });

  it('§5 receipts in a group: counts read and unread, the detail filters and pages by a string cursor', async () => {
    const sent = await ann.request('group_open_http_svc.send_group_msg', {
      GroupId,
      Random: 5,
      MsgBody: text('kick-off'),
      NeedReadReceipt: 1,
    });
    const MsgSeqList = [{ MsgSeq: sent.MsgSeq }];
    await bob.request('group_open_http_svc.group_msg_receipt', { GroupId, MsgSeqList });
    await bob.request('group_open_http_svc.group_msg_receipt', { GroupId, MsgSeqList });
    const list = await ann.request('group_open_http_svc.get_group_msg_receipt', { GroupId, MsgSeqList });
    expect(list.GroupMsgReceiptList).toEqual([expect.objectContaining({ ReadNum: 1, UnreadNum: 1, Code: 0 })]);
    // Only the sender reads the counts and who read.
    const foreign = await bob.request('group_open_http_svc.get_group_msg_receipt', { GroupId, MsgSeqList });
    expect((foreign.GroupMsgReceiptList as Body[])[0]?.Code).toBe(10007);
    const detail = (Flag: number, Cursor = '', Num = 100): Promise<Body> =>
      ann.request('group_open_http_svc.get_group_msg_receipt_detail', {
        GroupId,
        MsgSeq: sent.MsgSeq,
        Flag,
        Cursor,
        Num,
      });
    expect(await detail(0)).toMatchObject({ ReadList: [{ Read_Account: 'rr-bob' }], IsFinish: 1, Cursor: '' });
    expect(await detail(1)).toMatchObject({ UnreadList: [{ Unread_Account: 'rr-cid' }], IsFinish: 1 });
    // A member who joined after the message is not counted as unread.
    clock += 5000;
    await ann.request('group_open_http_svc.add_group_member', { GroupId, MemberList: [{ Member_Account: 'rr-late' }] });
    expect(await detail(1)).toMatchObject({ UnreadList: [{ Unread_Account: 'rr-cid' }] });
    await cid.request('group_open_http_svc.group_msg_receipt', { GroupId, MsgSeqList });
    const firstPage = await detail(0, '', 1);
    expect(firstPage).toMatchObject({ ReadList: [{ Read_Account: 'rr-bob' }], IsFinish: 0, Cursor: '1' });
    expect(await detail(0, firstPage.Cursor as string, 1)).toMatchObject({
      ReadList: [{ Read_Account: 'rr-cid' }],
      IsFinish: 1,
    });
    await ann.until(() => events(ann).filter((e) => e.Event === 5).length === 2, 3000);
    const tips = events(ann).filter((e) => e.Event === 5);
    expect(tips.map((e) => ((e.GroupTips as Body[])[0]?.MsgBody as Body).GroupMsgReceiptList)).toEqual([
      [expect.objectContaining({ ReadNum: 1, UnreadNum: 1 })],
      [expect.objectContaining({ ReadNum: 2, UnreadNum: 0 })],
    ]);
  });
});
