import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImServer } from '../src/index.ts';
import { RawSocket } from './raw-socket.ts';
import { startTestServer } from './setup.ts';

// @-tips after a dropped socket, and tips going with their messages (issue #16).
let server: ImServer;
let owner: RawSocket;
const group = 'resync-at-group';
const members = ['rat-away', 'rat-del', 'rat-clear', 'rat-gone', 'rat-left'];
let random = 100;

beforeAll(async () => {
  server = await startTestServer();
  owner = await RawSocket.login(server.url, 'rat-owner');
  await owner.request('group_open_http_svc.create_group', {
    Type: 'Public',
    Name: 'at',
    GroupId: group,
    MemberList: members.map((m) => ({ Member_Account: m })),
  });
});

afterAll(async () => {
  await owner.close();
  await server.close();
});

/** Mentions `user` in the group; resolves with the message's sequence. */
async function mention(user: string): Promise<number> {
  const sent = await owner.request('group_open_http_svc.send_group_msg', {
    GroupId: group,
    Random: random++,
    MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: `@${user}` } }],
    GroupAtInfo: [{ GroupAtAllFlag: 0, GroupAt_Account: user }],
  });
  return sent.MsgSeq as number;
}

/** The sequences of the tips a sync answer carries. */
const syncTips = (answer: Record<string, unknown>): number[] =>
  ((answer.EventArray ?? []) as { GroupTips: { MsgSeq: number }[] }[]).flatMap((e) => e.GroupTips.map((t) => t.MsgSeq));

/** The sequences of the user's tips a fresh login lists on the recent contacts. */
async function tipsAtLogin(user: string): Promise<number[]> {
  const socket = await RawSocket.login(server.url, user);
  const contacts = await socket.request('recentcontact.page_get', { From_Account: user, StartIndex: 0 });
  await socket.close();
  const item = (contacts.SessionItem as { ToAccount: string; AtInfoList?: { AtMsgSeq: number }[] }[]).find(
    (i) => i.ToAccount === group,
  );
  return (item?.AtInfoList ?? []).map((t) => t.AtMsgSeq);
}

describe('group-at info across a dropped socket (spec §3, §4 recovery)', () => {
  it('§3 group-at info: an instance re-logged in with its a2 key gets the tips made while its socket was down, each once', async () => {
    const first = await RawSocket.login(server.url, 'rat-away');
    const a2 = String(first.frames.find((f) => f.body.A2Key)?.body.A2Key);
    const sync = await first.request('openim.getmsg', { Cookie: '' });
    const before = await mention('rat-away');
    expect(await first.until(() => first.frames.some((f) => JSON.stringify(f.body).includes('AtFlagList')), 3000)).toBe(
      true,
    );
    // The instance spoke after the push: its socket was alive then.
    await first.request('heartbeat.alive', {});
    await first.close();
    const missed = await mention('rat-away');

    const again = await RawSocket.open(server.url);
    expect((await again.request('im_open_status.wslogin', {}, { a2 })).ErrorCode).toBe(0);
    const resync = await again.request('openim.getmsg', { Cookie: String(sync.Cookie) });
    // The tip pushed before the drop is held already: the official SDK would list it twice.
    expect(syncTips(resync)).toEqual([missed]);
    expect(syncTips(await again.request('openim.getmsg', { Cookie: String(resync.Cookie) }))).toEqual([]);
    await again.close();
    // A new instance is told of both.
    const fresh = await RawSocket.login(server.url, 'rat-away');
    expect(syncTips(await fresh.request('openim.getmsg', { Cookie: '' }))).toEqual([before, missed]);
    await fresh.close();
  });

  it('§3 group-at info: a tip pushed on a socket that died before it spoke again is given again at the resync', async () => {
    const first = await RawSocket.login(server.url, 'rat-away');
    const a2 = String(first.frames.find((f) => f.body.A2Key)?.body.A2Key);
    const sync = await first.request('openim.getmsg', { Cookie: '' });
    await first.request('heartbeat.alive', {});
    const seq = await mention('rat-away');
    await first.until(() => first.frames.some((f) => JSON.stringify(f.body).includes(`"MsgSeq":${seq}`)), 3000);
    await first.close();
    const again = await RawSocket.open(server.url);
    await again.request('im_open_status.wslogin', {}, { a2 });
    expect(syncTips(await again.request('openim.getmsg', { Cookie: String(sync.Cookie) }))).toEqual([seq]);
    await again.close();
  });
});

describe('tips go with their messages (spec §3 group-at info, §7 delete / clear / revoke)', () => {
  it('§7 deleteMessage: a member deleting a mentioning message loses its tip, other tips stay', async () => {
    const deleted = await mention('rat-del');
    const kept = await mention('rat-del');
    const socket = await RawSocket.login(server.url, 'rat-del');
    await socket.request('group_open_http_svc.delete_group_ramble_msg_by_seq', {
      GroupId: group,
      Seqs: [{ MsgSeq: deleted }],
    });
    await socket.close();
    expect(await tipsAtLogin('rat-del')).toEqual([kept]);
  });

  it('§7 clearHistoryMessage: clearing a group conversation drops its tips', async () => {
    await mention('rat-clear');
    await mention('rat-clear');
    const socket = await RawSocket.login(server.url, 'rat-clear');
    await socket.request('recentcontact.clear_msg', { Type: 2, ToGroupid: group });
    await socket.close();
    expect(await tipsAtLogin('rat-clear')).toEqual([]);
  });

  it('§7 deleteConversation: a deleted conversation leaves no tip behind', async () => {
    await mention('rat-left');
    const socket = await RawSocket.login(server.url, 'rat-left');
    await socket.request('recentcontact.batch_delete', { ContactItem: [{ Type: 2, ToGroupid: group }] });
    await socket.close();
    expect(await tipsAtLogin('rat-left')).toEqual([]);
  });

  it('§7 revokeMessage: a revoked message takes every member tip with it', async () => {
    const revoked = await mention('rat-gone');
    const kept = await mention('rat-gone');
    expect(
      (
        await owner.request('group_open_http_svc.group_msg_recall', {
          GroupId: group,
          MsgSeqList: [{ MsgSeq: revoked }],
        })
      ).ErrorCode,
    ).toBe(0);
    expect(await tipsAtLogin('rat-gone')).toEqual([kept]);
  });
});
