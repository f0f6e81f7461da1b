import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImServer } from '../src/index.ts';
import { RawSocket } from './raw-socket.ts';
import { startTestServer } from './setup.ts';

type Body = Record<string, unknown>;

// A member's remind type of a topic: only one's own, only a known remind type, only as a member.
describe('topic remind type (modify_group_member_info with a TopicId)', () => {
  let server: ImServer;
  let chair: RawSocket;
  let member: RawSocket;
  const GroupId = '@TGS#_reminders';
  let TopicId = '';
  const remind = async (socket: RawSocket): Promise<unknown> => {
    const answer = await socket.request('million_group_open_http_svc.get_topic', { GroupId, TopicIdList: [TopicId] });
    return ((answer.TopicAndSelfInfo as Body[])[0]?.SelfInfo as Body).MsgFlag;
  };
  const setRemind = (socket: RawSocket, body: Body): Promise<Body> =>
    socket.request('million_group_open_http_svc.modify_group_member_info', { GroupId, TopicId, ...body });

  beforeAll(async () => {
    server = await startTestServer();
    chair = await RawSocket.login(server.url, 'rm-chair');
    member = await RawSocket.login(server.url, 'rm-member');
    await chair.request('million_group_open_http_svc.create_group', {
      Type: 'Community',
      Name: 'league',
      GroupId,
      SupportTopic: 1,
      MemberList: [{ Member_Account: 'rm-member' }],
    });
    TopicId = String(
      (await chair.request('million_group_open_http_svc.create_topic', { GroupId, TopicName: 'derby' })).TopicId,
    );
  });

  afterAll(async () => {
    await chair.close();
    await member.close();
    await server.close();
  });

  it('§4 remind type: set for oneself, answered in SelfInfo.MsgFlag, other members unchanged', async () => {
    expect(await remind(member)).toBe('AcceptAndNotify');
    expect((await setRemind(member, { Member_Account: 'rm-member', MsgFlag: 'Discard' })).ErrorCode).toBe(0);
    expect(await remind(member)).toBe('Discard');
    expect(await remind(chair)).toBe('AcceptAndNotify');
  });

  it('§5 bad input is refused naming what was wrong, and the previous remind type stays', async () => {
    const unknown = await setRemind(member, { Member_Account: 'rm-member', MsgFlag: 'Loud' });
    expect(unknown.ErrorCode).toBe(10004);
    expect(String(unknown.ErrorInfo)).toContain('MsgFlag');
    expect((await setRemind(chair, { Member_Account: 'rm-member', MsgFlag: 'AcceptNotNotify' })).ErrorCode).toBe(10007);
    const stranger = await RawSocket.login(server.url, 'rm-stranger');
    expect((await setRemind(stranger, { Member_Account: 'rm-stranger', MsgFlag: 'Discard' })).ErrorCode).not.toBe(0);
    await stranger.close();
    expect(await remind(member)).toBe('Discard');
  });
});
