import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM, { type ChatClient, type Message } from '../src/index.ts';
import { ours, startServer, until } from './support/server.ts';

/** Pushes handled as the official SDK handles them (issue #29: the differential harness's push rows). */
let server: ImServer;
let me: ChatClient;
let peer: ChatClient;
let groupID: string;
const received: Message[] = [];
const revoked: Message[] = [];

beforeAll(async () => {
  server = await startServer();
  [me, peer] = await Promise.all([ours(server, 'pu-me'), ours(server, 'pu-peer')]);
  await ours(server, 'pu-third').then((c) => c.destroy());
  me.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => received.push(...(e.data as Message[])));
  me.on(TIM.EVENT.MESSAGE_REVOKED, (e) => revoked.push(...(e.data as Message[])));
  groupID = (await peer.createGroup({ type: 'Public', name: 'tips', memberList: [{ userID: 'pu-me' }] })).data.group
    .groupID;
  await until(async () => (await me.getGroupList()).data.groupList.length === 1, 8000, 'the group');
});

afterAll(async () => {
  await Promise.all([me, peer].map((c) => c?.destroy()));
  await server?.close();
});

const tipsOf = (opType: number) =>
  received.filter(
    (m) => m.type === 'TIMGroupTipElem' && (m.payload as { operationType: number }).operationType === opType,
  );

describe('pushes as the official SDK handles them (issue #29)', () => {
  it('§4 group tips: a tip is unread and the group conversation last message, as the official SDK', async () => {
    await peer.sendMessage(peer.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: 'hi' } }));
    // Waits for this text itself: createGroup's announcement may be received before it.
    await until(() => received.some((m) => m.payload.text === 'hi'), 8000, 'the first message');
    const before = (await me.getConversationProfile(`GROUP${groupID}`)).data.conversation.unreadCount;
    await peer.addGroupMember({ groupID, userIDList: ['pu-third'] });
    await until(() => tipsOf(1).length === 1, 8000, 'the join tip');
    const conversation = (await me.getConversationProfile(`GROUP${groupID}`)).data.conversation;
    expect(conversation.lastMessage.type).toBe('TIMGroupTipElem');
    expect(conversation.unreadCount).toBe(before + 1);
    expect(tipsOf(1)[0]?.isRead).toBe(false);
  });

  it('§4 group tips: a tip naming nobody is about its operator; the member count only when the tip carries it', async () => {
    expect(tipsOf(1)[0]?.payload).toMatchObject({ userIDList: ['pu-third'], memberNum: 3, memberCount: 3 });
    await peer.updateGroupProfile({ groupID, name: 'renamed' });
    await until(() => tipsOf(6).length === 1, 8000, 'the profile tip');
    const payload = tipsOf(6)[0]?.payload as Record<string, unknown>;
    expect(payload.userIDList).toEqual(['pu-peer']);
    expect('memberNum' in payload || 'memberCount' in payload).toBe(false);
  });

  it('§4 a new last message tells the group list, where the group next sequence follows it (as the official SDK)', async () => {
    const lists: { groupID: string; nextMessageSeq: number }[][] = [];
    const listener = (e: { data: unknown }) => lists.push(e.data as { groupID: string; nextMessageSeq: number }[]);
    me.on(TIM.EVENT.GROUP_LIST_UPDATED, listener);
    const sent = await peer.sendMessage(
      peer.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: 'news' } }),
    );
    await until(() => lists.length > 0, 3000, 'the group list event');
    me.off(TIM.EVENT.GROUP_LIST_UPDATED, listener);
    const group = lists.at(-1)?.find((g) => g.groupID === groupID);
    expect(group?.nextMessageSeq).toBe(sent.data.message.sequence + 1);
  });

  it('§4 message status: a pushed revocation names its revoker (RevokerInfo), in the message and the last message', async () => {
    const sent = await peer.sendMessage(
      peer.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: 'to revoke' } }),
    );
    await until(() => received.some((m) => m.ID === sent.data.message.ID), 8000, 'the message');
    await peer.revokeMessage(sent.data.message);
    await until(() => revoked.length === 1, 8000, 'the revocation');
    expect(revoked[0]?.revoker).toBe('pu-peer');
    const conversation = (await me.getConversationProfile(`GROUP${groupID}`)).data.conversation;
    expect(conversation.lastMessage.revoker).toBe('pu-peer');
  });
});
