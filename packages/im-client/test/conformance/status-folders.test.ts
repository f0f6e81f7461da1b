import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM, { type ChatClient } from '../../src/index.ts';
import type { Tim } from '../support/official-sdk.ts';
import { official, ours, startServer, until } from '../support/server.ts';

// User status and conversation folders/marks between our client and the official SDK on a real im-server.
let server: ImServer;
let a: ChatClient;
let b: Tim;

beforeAll(async () => {
  server = await startServer();
  a = await ours(server, 'st-ours-a');
  b = await official(server, 'st-official-b');
}, 60_000);

afterAll(async () => {
  await Promise.all([a.destroy(), b.logout().catch(() => undefined)]);
  await server.close();
});

type StatusEvent = { data: { userID: string; statusType: number; customStatus: string }[] };

describe('user status with the official SDK', () => {
  it('§7 ours subscribes and sees the official SDK set its custom status', async () => {
    await a.subscribeUserStatus({ userIDList: ['st-official-b'] });
    const seen = new Promise<StatusEvent>((resolve) => a.on(TIM.EVENT.USER_STATUS_UPDATED, resolve as never));
    await b.setSelfStatus({ customStatus: 'at the match' });
    expect((await seen).data).toEqual([{ userID: 'st-official-b', statusType: 1, customStatus: 'at the match' }]);
    const queried = await a.getUserStatus({ userIDList: ['st-official-b', 'nobody-here'] });
    expect(queried.data.successUserList).toEqual([
      { userID: 'st-official-b', statusType: TIM.TYPES.USER_STATUS_ONLINE, customStatus: 'at the match' },
      { userID: 'nobody-here', statusType: TIM.TYPES.USER_STATUS_UNLOGINED, customStatus: '' },
    ]);
  });

  it('§7 the official SDK subscribes and sees ours set its custom status (base64 on the wire)', async () => {
    await b.subscribeUserStatus({ userIDList: ['st-ours-a'] });
    const seen = new Promise<StatusEvent>((resolve) => b.on(TIM.EVENT.USER_STATUS_UPDATED, resolve));
    await a.setSelfStatus({ customStatus: '看球中 ⚽' });
    const event = await seen;
    expect(event.data[0]).toMatchObject({ userID: 'st-ours-a', customStatus: '看球中 ⚽' });
  });

  it('§7 an empty unsubscribe ends every subscription; over 100 or 500 names is refused', async () => {
    await a.unsubscribeUserStatus();
    let pushed = 0;
    a.on(TIM.EVENT.USER_STATUS_UPDATED, () => pushed++);
    await b.setSelfStatus({ customStatus: 'quiet' });
    await new Promise((r) => setTimeout(r, 300));
    expect(pushed).toBe(0);
    const many = (n: number) => Array.from({ length: n }, (_, i) => `u${i}`);
    await expect(a.subscribeUserStatus({ userIDList: many(101) })).rejects.toMatchObject({ code: 2906 });
    await expect(a.getUserStatus({ userIDList: many(501) })).rejects.toMatchObject({ code: 2906 });
  });
});

describe('folder calls per id (issue #29)', () => {
  it('§3 folders and marks: an unknown conversation fails on its own (2500), the others are done, as the official SDK answers', async () => {
    const peerOf = { ours: 'st-official-b', official: 'st-ours-a' };
    await b.sendMessage(b.createTextMessage({ to: 'st-ours-a', conversationType: 'C2C', payload: { text: 'mix' } }));
    const results = [];
    for (const [client, side] of [
      [a, 'ours'],
      [b, 'official'],
    ] as const) {
      const conv = `C2C${peerOf[side]}`;
      await until(
        async () =>
          ((await client.getConversationList()).data.conversationList as { conversationID: string }[]).some(
            (c) => c.conversationID === conv,
          ),
        8000,
        `${side} has the conversation`,
      );
      const normalise = (r: { data: unknown }) =>
        JSON.parse(JSON.stringify(r.data).replaceAll(conv, 'CONV')) as {
          successConversationIDList: string[];
          failureConversationIDList: { conversationID: string; code: number }[];
        };
      const created = normalise(
        await client.createConversationGroup({ groupName: 'mix', conversationIDList: [conv, 'C2Cnobody-here'] }),
      );
      const none = normalise(
        await client.addConversationsToGroup({ groupName: 'mix', conversationIDList: ['C2Cnobody-here'] }),
      );
      const removed = normalise(
        await client.deleteConversationsFromGroup({ groupName: 'mix', conversationIDList: [conv, 'GROUPnone'] }),
      );
      await client.deleteConversationGroup('mix');
      const marked = normalise(
        await client.markConversation({ conversationIDList: [conv, 'C2Cnobody-here'], markType: 1, enableMark: false }),
      );
      results.push(
        [created, none, removed, marked].map((r) => ({
          success: r.successConversationIDList,
          failure: r.failureConversationIDList.map((f) => [f.conversationID, f.code]),
        })),
      );
    }
    expect(results[1]).toEqual([
      { success: ['CONV'], failure: [['C2Cnobody-here', 2500]] },
      { success: [], failure: [['C2Cnobody-here', 2500]] },
      { success: ['CONV'], failure: [['GROUPnone', 2500]] },
      { success: ['CONV'], failure: [['C2Cnobody-here', 2500]] },
    ]);
    expect(results[0]).toEqual(results[1]);
  });
});

describe('conversation folders and marks', () => {
  it('§3 folders, marks and custom data survive a reload', async () => {
    await b.sendMessage(b.createTextMessage({ to: 'st-ours-a', conversationType: 'C2C', payload: { text: 'hi' } }));
    const conv = 'C2Cst-official-b';
    await until(async () => (await a.getConversationList()).data.conversationList.length === 1, 8000, 'conversation');
    const folders = new Promise((resolve) => a.on(TIM.EVENT.CONVERSATION_GROUP_LIST_UPDATED, resolve));
    await a.createConversationGroup({ groupName: 'mates', conversationIDList: [conv] });
    expect(((await folders) as { data: string[] }).data).toEqual(['mates']);
    await a.markConversation({ conversationIDList: [conv], markType: TIM.TYPES.CONV_MARK_TYPE_STAR, enableMark: true });
    await a.setConversationCustomData({ conversationIDList: [conv], customData: 'draft:see you' });
    await expect(
      a.setConversationCustomData({ conversationIDList: [conv], customData: 'x'.repeat(257) }),
    ).rejects.toMatchObject({ code: 2906 });
    await a.renameConversationGroup({ oldName: 'mates', newName: 'friends' });

    const reloaded = await ours(server, 'st-ours-a');
    try {
      expect((await reloaded.getConversationGroupList()).data).toEqual(['friends']);
      const { conversation } = (await reloaded.getConversationProfile(conv)).data;
      expect(conversation).toMatchObject({
        conversationGroupList: ['friends'],
        markList: [TIM.TYPES.CONV_MARK_TYPE_STAR],
        customData: 'draft:see you',
      });
      await reloaded.deleteConversationsFromGroup({ groupName: 'friends', conversationIDList: [conv] });
      await reloaded.markConversation({ conversationIDList: [conv], markType: 1, enableMark: false });
      expect((await reloaded.getConversationProfile(conv)).data.conversation).toMatchObject({
        conversationGroupList: [],
        markList: [],
      });
      await reloaded.deleteConversationGroup('friends');
      expect((await reloaded.getConversationGroupList()).data).toEqual([]);
    } finally {
      await reloaded.destroy();
    }
  });
});

describe('commercial abilities', () => {
  it('§9 a switched-off ability fails with CANNOT_USE_COMMERCIAL_ABILITY (3122)', async () => {
    const limited = await startServer({ commercial: { userStatus: false, conversationFolder: false } });
    const client = await ours(limited, 'st-limited');
    try {
      await expect(client.getUserStatus({ userIDList: ['x'] })).rejects.toMatchObject({ code: 3122 });
      await expect(client.getConversationGroupList()).rejects.toMatchObject({ code: 3122 });
      expect((await client.setSelfStatus({ customStatus: 'ok' })).data.customStatus).toBe('ok');
    } finally {
      await client.destroy();
      await limited.close();
    }
  });
});
