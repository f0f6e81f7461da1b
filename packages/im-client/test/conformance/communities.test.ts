import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM, { type ChatClient, type Message } from '../../src/index.ts';
import type { Tim } from '../support/official-sdk.ts';
import { official, ours, startServer, until } from '../support/server.ts';

// Community roles, revocation in topics and a service without communities, ours against the official SDK.
let server: ImServer;
let a: ChatClient;
let b: Tim;
const community = '@TGS#_roles';

beforeAll(async () => {
  server = await startServer();
  a = await ours(server, 'cm-ours-a');
  b = await official(server, 'cm-official-b');
  await a.createGroup({ type: 'Community', name: 'club', groupID: community, isSupportTopic: true });
  await a.addGroupMember({ groupID: community, userIDList: ['cm-official-b'] });
}, 60_000);

afterAll(async () => {
  await Promise.all([a.destroy(), b.logout().catch(() => undefined)]);
  await server.close();
});

type Revoked = { data: { conversationID: string; payload: { text: string } }[] };

describe('communities with the official SDK', () => {
  it('§5 Custom role: the owner sets it in a community, the official SDK reads it; other groups refuse it (2683)', async () => {
    await a.setGroupMemberRole({ groupID: community, userID: 'cm-official-b', role: TIM.TYPES.GRP_MBR_ROLE_CUSTOM });
    const profile = await b.getGroupMemberProfile({ groupID: community, userIDList: ['cm-official-b'] });
    expect(profile.data.memberList[0].role).toBe('Custom');
    const { groupID } = (
      await a.createGroup({ type: 'Public', name: 'plain', memberList: [{ userID: 'cm-official-b' }] })
    ).data.group;
    await expect(
      a.setGroupMemberRole({ groupID, userID: 'cm-official-b', role: TIM.TYPES.GRP_MBR_ROLE_CUSTOM }),
    ).rejects.toMatchObject({ code: 2683 });
    const member = await a.getGroupMemberProfile({ groupID, userIDList: ['cm-official-b'] });
    expect(member.data.memberList[0]?.role).toBe('Member');
  });
  it('§5 revoke in a topic: each side revokes its own topic message, the other sees it revoked in the topic', async () => {
    const { topicID } = (await a.createTopicInCommunity({ groupID: community, topicName: 'derby' })).data;
    const conversationID = `GROUP${topicID}`;
    const revokedAtB: string[] = [];
    const revokedAtA: string[] = [];
    b.on(TIM.EVENT.MESSAGE_REVOKED, (e: Revoked) =>
      revokedAtB.push(...e.data.map((m) => `${m.conversationID} ${m.payload.text}`)),
    );
    a.on(TIM.EVENT.MESSAGE_REVOKED, (e) =>
      revokedAtA.push(...(e.data as Message[]).map((m) => `${m.conversationID} ${String(m.payload.text)}`)),
    );
    const aGot: Message[] = [];
    a.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => aGot.push(...(e.data as Message[])));

    const say = (text: string) => a.createTextMessage({ to: topicID, conversationType: 'GROUP', payload: { text } });
    const mine = (await a.sendMessage(say('offside'))).data.message;
    expect(mine.conversationID).toBe(conversationID);
    await until(
      async () => (await b.getMessageList({ conversationID })).data.messageList.length === 1,
      8000,
      'the topic message at the official SDK',
    );
    await a.revokeMessage(mine);
    await until(() => revokedAtB.includes(`${conversationID} offside`), 8000, 'the official SDK told');
    expect((await a.getConversationProfile(conversationID)).data.conversation.lastMessage.isRevoked).toBe(true);

    const theirs = (
      await b.sendMessage(b.createTextMessage({ to: topicID, conversationType: 'GROUP', payload: { text: 'no' } }))
    ).data.message;
    await until(() => aGot.some((m) => m.conversationID === conversationID), 8000, 'ours to receive in the topic');
    await b.revokeMessage(theirs);
    await until(() => revokedAtA.includes(`${conversationID} no`), 8000, 'ours told');
    expect(aGot.find((m) => m.payload.text === 'no')?.isRevoked).toBe(true);
    expect((await a.getConversationProfile(conversationID)).data.conversation.lastMessage.isRevoked).toBe(true);
    await a.setMessageRead({ conversationID });
    const topic = (await a.getTopicList({ groupID: community, topicIDList: [topicID] })).data;
    expect(topic.successTopicList[0]?.unreadCount).toBe(0);
    // A fresh instance pages the topic's history from the service.
    const again = await ours(server, 'cm-ours-a');
    try {
      const history = (await again.getMessageList({ conversationID })).data.messageList;
      expect(history.map((m) => [m.payload.text, m.isRevoked])).toEqual([
        ['offside', true],
        ['no', true],
      ]);
    } finally {
      a = again;
    }
  });
});

describe('a service without communities', () => {
  it('§8 11000 while paging communities means none: both SDKs log in and list their other groups', async () => {
    const bare = await startServer({ commercial: { community: false } });
    const owner = await ours(bare, 'cm-bare-a');
    const { groupID } = (await owner.createGroup({ type: 'Public', name: 'still here' })).data.group;
    const again = await ours(bare, 'cm-bare-a');
    const other = await official(bare, 'cm-bare-b');
    try {
      expect((await again.getGroupList()).data.groupList.map((g) => g.groupID)).toEqual([groupID]);
      expect((await other.getGroupList()).data.groupList).toEqual([]);
      await expect(again.getJoinedCommunityList()).rejects.toMatchObject({ code: 3122 });
    } finally {
      await Promise.all([owner.destroy(), again.destroy(), other.logout().catch(() => undefined)]);
      await bare.close();
    }
  });
});
