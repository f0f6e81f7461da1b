import { describe, expect, it } from 'vitest';
import { RawSocket, rawService } from './raw-socket.ts';
import { startTestServer } from './setup.ts';

// Messages to chosen members of a group (send_group_msg To_Account, spec §5 receiverList; issue #29): as strict as
// the cloud, only the chosen members (and the sender) get them, see them in history and count them unread.
describe('group messages to chosen members', () => {
  const { login } = rawService();
  const text = (GroupId: string, Text: string, extra: Record<string, unknown> = {}) => ({
    GroupId,
    Random: Math.floor(Math.random() * 1e9),
    MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text } }],
    ...extra,
  });
  /** A Public group of `owner` with these members, by its id. */
  const group = async (owner: RawSocket, members: string[]): Promise<string> =>
    String(
      (
        await owner.request('group_open_http_svc.create_group', {
          Type: 'Public',
          Name: 'r',
          MemberList: members.map((Member_Account) => ({ Member_Account })),
        })
      ).GroupId,
    );

  it('§5 receiverList: To_Account lists 1 to 50 members of the group (10004 otherwise)', async () => {
    const owner = await login('rv-owner');
    const g = await group(owner, ['rv-a']);
    const send = (To_Account: unknown) =>
      owner.request('group_open_http_svc.send_group_msg', text(g, 'x', { To_Account }));
    expect((await send([])).ErrorCode).toBe(10004);
    expect((await send('rv-a')).ErrorCode).toBe(10004);
    expect((await send(['rv-stranger'])).ErrorCode).toBe(10004);
    expect((await send(Array.from({ length: 51 }, () => 'rv-a'))).ErrorCode).toBe(10004);
    expect((await send(['rv-a'])).ErrorCode).toBe(0);
  });

  it('§5 receiverList: only the chosen members get it; history skips it for the others (InvisibleMsgSeq) and their unread leaves it out', async () => {
    const owner = await login('rv2-owner');
    const chosen = await login('rv2-chosen');
    const other = await login('rv2-other');
    const g = await group(owner, ['rv2-chosen', 'rv2-other']);
    const secret = await owner.request(
      'group_open_http_svc.send_group_msg',
      text(g, 'secret', { To_Account: ['rv2-chosen'] }),
    );
    const open = await owner.request('group_open_http_svc.send_group_msg', text(g, 'open'));
    const history = async (s: RawSocket) =>
      s.request('group_open_http_svc.group_msg_get', { GroupId: g, ReqMsgNumber: 20 });
    const textsOf = (body: Record<string, unknown>) =>
      (body.RspMsgList as { MsgBody: { MsgContent: { Text: string } }[] }[]).map((m) => m.MsgBody[0]!.MsgContent.Text);
    const mine = await history(chosen);
    expect(textsOf(mine)).toEqual(['open', 'secret']);
    expect((mine.RspMsgList as { To_Account?: string[] }[])[1]!.To_Account).toEqual(['rv2-chosen']);
    expect(mine.InvisibleMsgSeq).toBeUndefined();
    const theirs = await history(other);
    expect(textsOf(theirs)).toEqual(['open']);
    expect(theirs.InvisibleMsgSeq).toEqual([secret.MsgSeq]);
    expect(theirs.IsFinished).toBe(1);
    expect(textsOf(await history(owner))).toEqual(['open', 'secret']);

    const unread = async (s: RawSocket) =>
      (
        (await s.request('recentcontact.page_get', { StartIndex: 0 })).SessionItem as {
          ToAccount: string;
          UnreadMsgCount: number;
        }[]
      ).find((c) => c.ToAccount === g)?.UnreadMsgCount;
    expect(await unread(chosen)).toBe(2);
    expect(await unread(other)).toBe(1);

    const pushedTexts = (s: RawSocket) =>
      JSON.stringify(s.frames.filter((f) => f.head.servcmd === 'im_open_push.msg_push').map((f) => f.body));
    expect(pushedTexts(chosen)).toContain('secret');
    expect(pushedTexts(other)).not.toContain('secret');
    expect(pushedTexts(other)).toContain('open');
    expect(open.MsgSeq).toBe(Number(secret.MsgSeq) + 1);
  });

  it('§5 receiverList is a paid ability: without it the service refuses To_Account (60020)', async () => {
    const paid = await startTestServer({ commercial: { messageToSpecifiedMembers: false } });
    const owner = await RawSocket.login(paid.url, 'rv3-owner');
    try {
      const g = await group(owner, ['rv3-a']);
      const refused = await owner.request(
        'group_open_http_svc.send_group_msg',
        text(g, 'x', { To_Account: ['rv3-a'] }),
      );
      expect(refused.ErrorCode).toBe(60020);
    } finally {
      await owner.close();
      await paid.close();
    }
  });
});
