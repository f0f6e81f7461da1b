import { afterEach, describe, expect, it } from 'vitest';
import TIM, { type ChatClient, type Message } from '../src/index.ts';
import { c2cItem, c2cPush, FakeService, flush, readyClient } from './fake-service.ts';

const GROUP = '@TGS#1PUBLIC';
const clients: ChatClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) await c.destroy();
});

/** A fake service holding one Public group's messages, answering the group commands the client uses. */
function groupService(): { s: FakeService; post: (count: number, push: boolean) => void; total: () => number } {
  const s = new FakeService();
  const items: Record<string, unknown>[] = [];
  const item = (seq: number) => ({
    From_Account: 'peer',
    GroupId: GROUP,
    MsgSeq: seq,
    MsgRandom: 1000 + seq,
    MsgTimeStamp: 1_700_000_000 + seq,
    MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: String(seq) } }],
  });
  const groupInfo = () => ({ GroupId: GROUP, Type: 'Public', NextMsgSeq: items.length + 1, SelfInfo: {} });
  s.replies.set('group_open_http_svc.get_joined_group_list', () => ({ GroupIdList: [groupInfo()] }));
  s.replies.set('group_open_http_svc.get_group_self_member_info', () => ({ GroupInfo: [groupInfo()] }));
  s.replies.set('recentcontact.page_get', () => ({
    CompleteFlag: 1,
    SessionItem: items.length
      ? [
          {
            Type: 2,
            ToAccount: GROUP,
            GroupType: 'Public',
            MsgSeq: items.length,
            MsgTimeStamp: 1_700_000_000 + items.length,
          },
        ]
      : [],
  }));
  s.replies.set('group_open_http_svc.group_msg_get', (b) => {
    const upto = Math.min(Number(b.ReqMsgSeq), items.length);
    const count = Math.min(Number(b.ReqMsgNumber), 21);
    const rows = items.slice(Math.max(0, upto - count), upto).reverse();
    return { RspMsgList: rows, IsFinished: upto - count <= 0 ? 1 : 0 };
  });
  const post = (count: number, push: boolean) => {
    for (let i = 0; i < count; i++) {
      const m = item(items.length + 1);
      items.push(m);
      if (push)
        s.last.deliver({
          head: { servcmd: 'im_open_push.msg_push', seq: 5_000_000 + items.length },
          body: { EventArray: [{ Event: 3, GroupMsgArray: [m] }] },
        });
    }
  };
  return { s, post, total: () => items.length };
}

async function login(s: FakeService): Promise<{ c: ChatClient; got: string[] }> {
  const c = await readyClient(s, clients);
  const got: string[] = [];
  c.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => got.push(...(e.data as Message[]).map((m) => String(m.payload.text))));
  return { c, got };
}

async function allPages(c: ChatClient): Promise<{ texts: string[]; completedEarly: boolean }> {
  const texts: string[] = [];
  let next = '';
  for (;;) {
    const page = await c.getMessageList({ conversationID: `GROUP${GROUP}`, nextReqMessageID: next });
    texts.unshift(...page.data.messageList.map((m) => String(m.payload.text)));
    if (page.data.isCompleted) return { texts, completedEarly: false };
    if (!page.data.nextReqMessageID) return { texts, completedEarly: true };
    next = page.data.nextReqMessageID;
  }
}

const upTo = (n: number, from = 1): string[] => Array.from({ length: n - from + 1 }, (_, i) => String(from + i));

describe('group message recovery (spec §4 "Message recovery")', () => {
  it('a group gap of 1,500 after a reconnect is recovered forwards, exactly once, in order', async () => {
    const { s, post } = groupService();
    const { c, got } = await login(s);
    post(100, true);
    await flush();
    expect(got).toEqual(upTo(100));
    c.simulateNetworkDrop();
    post(1500, false);
    await flush(400);
    // A push right after the reconnect, while the hole is being filled, waits its turn.
    post(1, true);
    for (let i = 0; i < 200 && got.length < 1601; i++) await flush(50);
    expect(got).toEqual(upTo(1601));
    const fetches = s.requests.filter((r) => r.servcmd === 'group_open_http_svc.group_msg_get');
    expect(fetches.every((r) => Number(r.body.ReqMsgNumber) <= 21)).toBe(true);
  });

  it('history paging of a group reports complete only when every message is held', async () => {
    const { s, post } = groupService();
    post(40, false);
    const { c, got } = await login(s);
    post(10, true);
    await flush();
    c.simulateNetworkDrop();
    post(600, false);
    // Paging as soon as the client is back must not report a history with a 600-message hole complete.
    await flush(5);
    const { texts, completedEarly } = await allPages(c);
    expect(completedEarly).toBe(false);
    expect(texts).toEqual(upTo(650));
    expect(got).toEqual(upTo(650, 41));
  });

  it('a push ahead of a lost one waits until the hole is filled, then both arrive in order', async () => {
    const { s, post } = groupService();
    const { got } = await login(s);
    post(3, true);
    post(2, false);
    post(1, true);
    for (let i = 0; i < 200 && got.length < 6; i++) await flush(20);
    expect(got).toEqual(upTo(6));
  });

  it('a one-to-one push that overtakes the sync after a reconnect waits for it: messages arrive in order', async () => {
    const s = new FakeService();
    const { c, got } = await login(s);
    s.last.deliver(c2cPush('peer', 1, '1'));
    await flush();
    // While away, 2 was sent; 3 is pushed on the new socket before the sync answer with 2 comes back.
    s.replies.set('openim.getmsg', () => {
      s.last.deliver(c2cPush('peer', 3, '3'));
      return { Cookie: '2', SyncFlag: 2, MsgList: [c2cItem('peer', 2, '2')] };
    });
    c.simulateNetworkDrop();
    for (let i = 0; i < 200 && got.length < 3; i++) await flush(5);
    expect(got).toEqual(['1', '2', '3']);
  });
});

describe('one-to-one unread at login (issue #29, as the official SDK reads getmsg)', () => {
  it('§4 one-to-one unread: a pair unread comes from C2CPairUnreadCount; C2CRemainingUnreadCount only makes the conversation', async () => {
    const s = new FakeService();
    s.replies.set('openim.getmsg', {
      Cookie: '1',
      SyncFlag: 2,
      MsgList: [],
      C2CRemainingUnreadCount: [
        { From_Account: 'amy', UnreadCount: 9, LastMsgTime: 1_700_000_000 },
        { From_Account: 'ben', UnreadCount: 5, LastMsgTime: 1_700_000_001 },
      ],
      C2CPairUnreadCount: [{ From_Account: 'amy', UnreadCount: 3, LastMsgTime: 1_700_000_000 }],
    });
    const c = await readyClient(s, clients);
    const unread = async (id: string) => (await c.getConversationProfile(id)).data.conversation.unreadCount;
    expect(await unread('C2Camy')).toBe(3);
    expect(await unread('C2Cben')).toBe(0);
  });
});
