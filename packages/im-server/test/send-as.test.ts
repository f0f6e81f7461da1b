import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GroupMessageEvent, LIMITS, SYSTEM_ACCOUNT, type ImServer } from '../src/index.ts';
import { RawSocket } from './raw-socket.ts';
import { startTestServer } from './setup.ts';

// Issue #34: the sandbox's simulated viewers chat through the server API's send_group_msg with From_Account, held
// to every rule a viewer's own client meets.
describe('admin.sendTextAs', () => {
  let server: ImServer;
  let owner: RawSocket;
  let ownedRoom = '';
  const events: GroupMessageEvent[] = [];

  beforeAll(async () => {
    server = await startTestServer({ onGroupMessage: (event) => events.push(event) });
    await server.admin.ensureGroup({ groupID: 'live_trickle', type: 'AVChatRoom', name: 'trickle' });
    await server.admin.ensureGroup({ groupID: 'notices', type: 'ChatRoom', name: 'notices' });
    await server.admin.setProfilesFields([
      { userID: '101', fields: { Tag_Profile_IM_Nick: '越位先生' } },
      { userID: '251', fields: { Tag_Profile_IM_Nick: 'Zé do Gol' } },
    ]);
    owner = await RawSocket.login(server.url, 'room-owner');
    ownedRoom = String(
      (await owner.request('group_open_http_svc.create_group', { Type: 'AVChatRoom', Name: 'owned' })).GroupId,
    );
  });

  afterAll(async () => {
    await owner?.close();
    await server?.close();
  });

  it('posts as the user: joined to the live room first, stored with its nick and CloudCustomData, told to the after-send callback', async () => {
    const sent = await server.admin.sendTextAs({
      groupID: 'live_trickle',
      from: '101',
      text: '进球了！！！',
      cloudCustomData: '{"lang":"zh-CN"}',
    });
    expect(sent.sequence).toBeGreaterThan(0);
    expect(await server.admin.rolesInGroup('live_trickle', ['101'])).toEqual({ '101': 'Member' });
    const [stored] = await server.admin.groupHistory('live_trickle', 1);
    expect(stored).toMatchObject({
      From_Account: '101',
      From_AccountNick: '越位先生',
      MsgSeq: sent.sequence,
      CloudCustomData: '{"lang":"zh-CN"}',
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: '进球了！！！' } }],
    });
    expect(events.at(-1)).toEqual({
      groupID: 'live_trickle',
      groupType: 'AVChatRoom',
      from: '101',
      msgTypes: ['TIMTextElem'],
    });
  });

  it('refuses what a client is refused: an unknown account, the platform itself, a read-only group, a ban, an oversized text', async () => {
    const send = (from: string, groupID = 'live_trickle', text = 'Que jogo!') =>
      server.admin.sendTextAs({ groupID, from, text });
    await expect(send('nobody-here')).rejects.toMatchObject({ code: 10004 });
    await expect(send(SYSTEM_ACCOUNT)).rejects.toMatchObject({ code: 10004 });
    // A member of a group whose members only read is muted like any member.
    await server.admin.addGroupMembers('notices', ['251']);
    await expect(send('251', 'notices')).rejects.toMatchObject({ code: 10017 });
    // Banned from a live room by its owner: the join is refused, so nothing is said.
    const banned = await owner.request('group_open_http_svc.ban_group_member', {
      GroupId: ownedRoom,
      Members_Account: ['251'],
      Duration: 60,
    });
    expect(banned.ErrorCode).toBe(0);
    await expect(send('251', ownedRoom)).rejects.toMatchObject({ code: 10007 });
    await expect(send('251', 'live_trickle', 'x'.repeat(LIMITS.messageBytes + 1))).rejects.toMatchObject({
      code: 80002,
    });
    expect((await server.admin.groupHistory(ownedRoom, 5)).length).toBe(0);
    expect(await send('251')).toMatchObject({ sequence: expect.any(Number) });
  });
});
