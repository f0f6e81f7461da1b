import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPIC_CODES } from '../src/handlers/topics.ts';
import type { ImServer } from '../src/index.ts';
import { officialLogin, type Tim } from './official-sdk.ts';
import { RawSocket } from './raw-socket.ts';
import { APP_ID, sig, startTestServer, until } from './setup.ts';

type Body = Record<string, unknown>;
type Received = { conversationID: string; payload: { text?: string } };

// Communities with topics between two official SDKs through im-server.
describe('communities and topics through im-server', () => {
  let server: ImServer;
  let chair: Tim;
  let member: Tim;
  let groupID = '';
  const memberGot: Received[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    chair = await officialLogin(server.url, APP_ID, 'chair', sig('chair'));
    member = await officialLogin(server.url, APP_ID, 'member', sig('member'));
    member.on('onMessageReceived', (e: { data: Received[] }) => memberGot.push(...e.data));
    groupID = (
      await chair.createGroup({
        type: 'Community',
        name: 'league',
        isSupportTopic: true,
        memberList: [{ userID: 'member' }, { userID: 'clerk' }],
      })
    ).data.group.groupID;
  });

  afterAll(async () => {
    await chair?.logout().catch(() => undefined);
    await member?.logout().catch(() => undefined);
    await server?.close();
  });

  it('community id form; the joined-community list; a topic created by one side and messaged by the other', async () => {
    expect(groupID.startsWith('@TGS#_')).toBe(true);
    const communities = (await member.getJoinedCommunityList()).data.groupList as { groupID: string }[];
    expect(communities.map((g) => g.groupID)).toEqual([groupID]);
    const { topicID } = (
      await chair.createTopicInCommunity({ groupID, topicName: 'match day 1', introduction: 'kick-off 20:00' })
    ).data;
    expect(topicID.startsWith(`${groupID}@TOPIC#_`)).toBe(true);
    const listed = (await member.getTopicList({ groupID })).data.successTopicList as { topicID: string }[];
    expect(listed.map((t) => t.topicID)).toEqual([topicID]);
    await member.sendMessage(
      member.createTextMessage({ to: topicID, conversationType: 'GROUP', payload: { text: 'first!' } }),
    );
    await chair.sendMessage(
      chair.createTextMessage({ to: topicID, conversationType: 'GROUP', payload: { text: 'welcome' } }),
    );
    await until(() => memberGot.some((m) => m.payload.text === 'welcome'), 5000, 'topic message at member');
    expect(memberGot.find((m) => m.payload.text === 'welcome')?.conversationID).toBe(`GROUP${topicID}`);
    // Topic unread = next sequence - read sequence - 1: the member read up to its own message (1), next is 3.
    const raw = await RawSocket.login(server.url, 'clerk');
    const topic = (
      (await raw.request('million_group_open_http_svc.get_topic', { GroupId: groupID })).TopicAndSelfInfo as Body[]
    )[0];
    expect(topic).toMatchObject({ TopicInfo: { TopicId: topicID, NextMsgSeq: 3 }, SelfInfo: { MsgSeq: 0 } });
    const history = await raw.request('million_group_open_http_svc.group_msg_get', {
      GroupId: groupID,
      TopicId: topicID,
    });
    expect((history.RspMsgList as Body[]).map((m) => m.MsgSeq)).toEqual([2, 1]);
    await raw.close();
    await chair.updateTopicProfile({ groupID, topicID, topicName: 'match day 1 (live)', muteAllMembers: true });
    const muted = await member
      .sendMessage(member.createTextMessage({ to: topicID, conversationType: 'GROUP', payload: { text: 'shh' } }))
      .catch((err: { code: number }) => err.code);
    expect(muted).toBe(10017);
    const deleted = await chair.deleteTopicFromCommunity({ groupID, topicIDList: [topicID, `${groupID}@TOPIC#_none`] });
    expect(deleted.data.successTopicList).toEqual([{ topicID }]);
    expect(deleted.data.failureTopicList).toMatchObject([{ code: TOPIC_CODES.missing }]);
  });

  it('permissions: only managers change topics, only members read them; topic ids follow the form', async () => {
    const clerk = await RawSocket.login(server.url, 'clerk');
    const create = await clerk.request('million_group_open_http_svc.create_topic', {
      GroupId: groupID,
      TopicName: 'x',
    });
    expect(create.ErrorCode).toBe(10007);
    const outsider = await RawSocket.login(server.url, 'outsider');
    const read = await outsider.request('million_group_open_http_svc.get_topic', { GroupId: groupID });
    expect(read.ErrorCode).toBe(10007);
    expect(read).not.toHaveProperty('TopicAndSelfInfo');
    const illegal = await chair
      .createTopicInCommunity({ groupID, topicName: 'x', topicID: '@TGS#_other@TOPIC#_1' })
      .catch((err: { code: number }) => err.code);
    expect(illegal).toBe(TOPIC_CODES.illegalTopicId);
    await clerk.close();
    await outsider.close();
  });

  it('§5 revoke in a topic: the sender revokes, the other side sees it revoked in the topic, a stranger may not', async () => {
    const { topicID } = (await chair.createTopicInCommunity({ groupID, topicName: 'derby' })).data;
    const revoked: { conversationID: string; isRevoked: boolean }[] = [];
    chair.on('onMessageRevoked', (e: { data: typeof revoked }) => revoked.push(...e.data));
    const sent = (
      await member.sendMessage(
        member.createTextMessage({ to: topicID, conversationType: 'GROUP', payload: { text: 'offside' } }),
      )
    ).data.message;
    const clerk = await RawSocket.login(server.url, 'clerk');
    const refused = await clerk.request('million_group_open_http_svc.group_msg_recall', {
      GroupId: groupID,
      TopicId: topicID,
      MsgSeqList: [{ MsgSeq: sent.sequence }],
    });
    expect(refused.ErrorCode).toBe(10007);
    await clerk.close();
    await member.revokeMessage(sent);
    await until(() => revoked.some((m) => m.conversationID === `GROUP${topicID}`), 5000, 'the revoke at the chair');
    const history = (await chair.getMessageList({ conversationID: `GROUP${topicID}` })).data.messageList;
    expect(history.map((m: { isRevoked: boolean }) => m.isRevoked)).toEqual([true]);
  });

  it('the Custom role exists in communities only', async () => {
    await chair.setGroupMemberRole({ groupID, userID: 'clerk', role: 'Custom' });
    const seen = (await member.getGroupMemberProfile({ groupID, userIDList: ['clerk'] })).data.memberList[0];
    expect(seen.role).toBe('Custom');
    // The service refuses it elsewhere, whatever a client sends.
    const owner = await RawSocket.login(server.url, 'plain-owner');
    const plain = await owner.request('group_open_http_svc.create_group', {
      Type: 'Public',
      Name: 'plain',
      MemberList: [{ Member_Account: 'member' }],
    });
    const refused = await owner.request('group_open_http_svc.modify_group_member_info', {
      GroupId: plain.GroupId,
      Member_Account: 'member',
      Role: 'Custom',
    });
    expect(refused.ErrorCode).toBe(10004);
    await owner.close();
  });

  it('the joined-community list pages 50 at a time and lists communities only', async () => {
    const fan = await RawSocket.login(server.url, 'collector');
    for (let i = 0; i < 51; i++)
      await fan.request('million_group_open_http_svc.create_group', {
        Type: 'Community',
        Name: `c${i}`,
        SupportTopic: 1,
      });
    await fan.request('group_open_http_svc.create_group', { Type: 'Public', Name: 'not a community' });
    const page = (offset: number) =>
      fan.request('million_group_open_http_svc.get_joined_group_list', { Limit: 50, Offset: offset });
    const first = await page(0);
    expect([first.TotalCount, (first.GroupIdList as Body[]).length, first.NextOffset]).toEqual([51, 50, 50]);
    const second = await page(50);
    const names = [...(first.GroupIdList as Body[]), ...(second.GroupIdList as Body[])].map((g) => String(g.Name));
    expect(new Set(names).size).toBe(51);
    expect(names).not.toContain('not a community');
    expect((second.GroupIdList as Body[])[0]?.SupportTopic).toBe(1);
    expect(second).not.toHaveProperty('NextOffset');
    await fan.close();
  });

  it('communities switched off: the joined-community list answers 11000; the SDK still gets ready', async () => {
    const limited = await startTestServer({ commercial: { community: false } });
    const raw = await RawSocket.login(limited.url, 'solo');
    expect((await raw.request('million_group_open_http_svc.get_joined_group_list', {})).ErrorCode).toBe(
      TOPIC_CODES.communityUnavailable,
    );
    await raw.close();
    // Its login pages communities after groups and takes 11000 as none.
    const tim = await officialLogin(limited.url, APP_ID, 'solo2', sig('solo2'));
    expect(await tim.getJoinedCommunityList().catch((err: { code: number }) => err.code)).toBe(
      TOPIC_CODES.communityUnavailable,
    );
    await tim.logout();
    await limited.close();
  });
});
