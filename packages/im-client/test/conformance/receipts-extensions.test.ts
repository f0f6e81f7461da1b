import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM, { type ChatClient } from '../../src/index.ts';
import type { Message } from '../../src/types.ts';
import type { Tim } from '../support/official-sdk.ts';
import { official, ours, startServer, until } from '../support/server.ts';

// Modify, hopping, read receipts and extensions between our client (ours-a) and the official SDK (official-b).
let server: ImServer;
let a: ChatClient;
let b: Tim;
const events: { who: 'ours' | 'official'; name: string; data: unknown }[] = [];
const seen = (who: 'ours' | 'official', name: string): unknown[] =>
  events.filter((e) => e.who === who && e.name === name).map((e) => e.data);
const groupID = 'ops_conformance';

/** The official SDK's copy of `sent`: the newest message of its conversation, once it is that one. */
async function latestOfficial(
  conversationID: string,
  sent: Message,
): Promise<Record<string, unknown> & { ID: string }> {
  let last: (Record<string, unknown> & { ID: string; payload?: { text?: unknown } }) | undefined;
  await until(
    async () => {
      const list = (await b.getMessageList({ conversationID })).data.messageList;
      last = list[list.length - 1];
      return last?.payload?.text === sent.payload.text;
    },
    8000,
    'the sent message',
  );
  return last as Record<string, unknown> & { ID: string };
}

async function sendFromOurs(
  to: string,
  conversationType: 'C2C' | 'GROUP',
  text: string,
  options: { needReadReceipt?: boolean; isSupportExtension?: boolean } = {},
): Promise<Message> {
  return (await a.sendMessage(a.createTextMessage({ to, conversationType, payload: { text }, ...options }))).data
    .message;
}

beforeAll(async () => {
  server = await startServer();
  a = await ours(server, 'ops-ours-a', { 'tim-profanity-filter-plugin': class {} });
  b = await official(server, 'ops-official-b');
  const names = [
    TIM.EVENT.MESSAGE_MODIFIED,
    TIM.EVENT.MESSAGE_READ_RECEIPT_RECEIVED,
    TIM.EVENT.MESSAGE_EXTENSIONS_UPDATED,
    TIM.EVENT.MESSAGE_EXTENSIONS_DELETED,
  ];
  for (const name of names) {
    a.on(name, (e: { data: unknown }) => events.push({ who: 'ours', name, data: e.data }));
    b.on(name, (e: { data: unknown }) => events.push({ who: 'official', name, data: e.data }));
  }
  await a.createGroup({ type: 'Public', name: 'ops', groupID, memberList: [{ userID: 'ops-official-b' }] });
}, 60_000);

afterAll(async () => {
  await Promise.all([a.destroy(), b.logout().catch(() => undefined)]);
  await server.close();
});

describe('modify, receipts and extensions with the official SDK', () => {
  it('§5 read receipts one-to-one both ways: ours asks, the official SDK acknowledges, and the reverse', async () => {
    const sent = await sendFromOurs('ops-official-b', 'C2C', 'seen?', { needReadReceipt: true });
    const got = await latestOfficial('C2Cops-ours-a', sent);
    expect(got.needReadReceipt).toBe(true);
    await b.sendMessageReadReceipt([got]);
    await until(() => seen('ours', TIM.EVENT.MESSAGE_READ_RECEIPT_RECEIVED).length === 1, 8000, 'our receipt event');
    expect(seen('ours', TIM.EVENT.MESSAGE_READ_RECEIPT_RECEIVED)[0]).toEqual([
      { userID: 'ops-official-b', messageID: sent.ID, isPeerRead: true },
    ]);
    expect(sent.readReceiptInfo.isPeerRead).toBe(true);
    expect((await a.getMessageReadReceiptList([sent])).data.messageList).toEqual([sent]);

    const theirs = b.createTextMessage({
      to: 'ops-ours-a',
      conversationType: 'C2C',
      payload: { text: 'and you?' },
      needReadReceipt: true,
    });
    await b.sendMessage(theirs);
    // Both SDKs name a message alike (senderTinyID-clientTime-random): ours finds it by the official SDK's ID.
    await until(() => a.findMessage(theirs.ID) !== null);
    const mine = a.findMessage(theirs.ID) as Message;
    expect(mine.needReadReceipt).toBe(true);
    // Only messages of others that asked count: our own message alone is refused.
    await expect(a.sendMessageReadReceipt([sent])).rejects.toMatchObject({ code: 2114 });
    await a.sendMessageReadReceipt([sent, mine]);
    await until(() => seen('official', TIM.EVENT.MESSAGE_READ_RECEIPT_RECEIVED).length === 1, 8000, 'official receipt');
    expect(seen('official', TIM.EVENT.MESSAGE_READ_RECEIPT_RECEIVED)[0]).toEqual([
      { userID: 'ops-ours-a', messageID: theirs.ID, isPeerRead: true },
    ]);
  });

  it('§5 read receipts in a group both ways, with counts and the read member list', async () => {
    events.length = 0;
    const sent = await sendFromOurs(groupID, 'GROUP', 'vote', { needReadReceipt: true });
    const got = await latestOfficial(`GROUP${groupID}`, sent);
    await b.sendMessageReadReceipt([got]);
    await until(() => seen('ours', TIM.EVENT.MESSAGE_READ_RECEIPT_RECEIVED).length === 1, 8000, 'our group receipt');
    expect(seen('ours', TIM.EVENT.MESSAGE_READ_RECEIPT_RECEIVED)[0]).toEqual([
      { groupID, messageID: sent.ID, readCount: 1, unreadCount: 0 },
    ]);
    const members = await a.getGroupMessageReadMemberList({ message: sent, filter: 0, cursor: '', count: 0 });
    expect(members.data).toMatchObject({ readUserIDList: ['ops-official-b'], isCompleted: true, cursor: '' });

    const theirs = b.createTextMessage({
      to: groupID,
      conversationType: 'GROUP',
      payload: { text: 'ok' },
      needReadReceipt: true,
    });
    await b.sendMessage(theirs);
    const held = async (): Promise<Message | undefined> =>
      (await a.getMessageList({ conversationID: `GROUP${groupID}` })).data.messageList.find(
        (m) => m.sequence === theirs.sequence,
      );
    await until(async () => (await held()) !== undefined, 8000, 'the official message in our list');
    const mine = (await held()) as Message;
    await a.sendMessageReadReceipt([mine]);
    await until(
      () => seen('official', TIM.EVENT.MESSAGE_READ_RECEIPT_RECEIVED).length === 1,
      8000,
      'official group receipt',
    );
    expect(seen('official', TIM.EVENT.MESSAGE_READ_RECEIPT_RECEIVED)[0]).toEqual([
      { groupID, messageID: theirs.ID, readCount: 1, unreadCount: 0 },
    ]);
    const counted = (await b.getMessageReadReceiptList([theirs])).data.messageList[0];
    expect(counted.readReceiptInfo).toMatchObject({ readCount: 1, unreadCount: 0 });
  });

  it('§8 a message modified by ours is seen modified by the official SDK, and the reverse; a stale version is 2480', async () => {
    events.length = 0;
    const sent = await sendFromOurs('ops-official-b', 'C2C', '1:0');
    const got = await latestOfficial('C2Cops-ours-a', sent);
    sent.payload = { text: '1:1' };
    const modified = (await a.modifyMessage(sent)).data.message;
    expect(modified).toMatchObject({ version: 1, isModified: true, payload: { text: '1:1' } });
    await until(() => seen('official', TIM.EVENT.MESSAGE_MODIFIED).length === 1, 8000, 'official modified event');
    expect(got.payload).toEqual({ text: '1:1' });

    got.payload = { text: '1:2' };
    await b.modifyMessage(got);
    await until(() => seen('ours', TIM.EVENT.MESSAGE_MODIFIED).length === 2, 8000, 'our modified event');
    expect(sent).toMatchObject({ version: 2, payload: { text: '1:2' } });
    const stale = { ...sent, version: 1, payload: { text: 'late' } };
    await expect(a.modifyMessage(stale)).rejects.toMatchObject({ code: 2480 });
    expect(stale.payload).toEqual({ text: '1:2' });
    const history = (await b.getMessageListHopping({ conversationID: 'C2Cops-ours-a', time: sent.time, direction: 0 }))
      .data;
    expect(history.messageList.find((m: { ID: string }) => m.ID === got.ID).payload).toEqual({ text: '1:2' });
  });

  it('§8 modify: a blocked word is refused (3123), a replaced word reaches the other side replaced, a live room refuses (2481)', async () => {
    events.length = 0;
    const sent = await sendFromOurs('ops-official-b', 'C2C', 'clean');
    const got = await latestOfficial('C2Cops-ours-a', sent);
    sent.payload = { text: 'que caralho' };
    await expect(a.modifyMessage(sent)).rejects.toMatchObject({ code: 3123 });
    sent.payload = { text: 'que porra' };
    await a.modifyMessage(sent);
    await until(() => seen('official', TIM.EVENT.MESSAGE_MODIFIED).length === 1, 8000, 'official modified event');
    expect(got.payload).toEqual({ text: 'que *****' });
    await server.admin.ensureGroup({ groupID: 'live_ops', type: 'AVChatRoom', name: 'live' });
    await a.joinGroup({ groupID: 'live_ops' });
    const live = await sendFromOurs('live_ops', 'GROUP', 'kick-off');
    live.payload = { text: 'kick-off!' };
    await expect(a.modifyMessage(live)).rejects.toMatchObject({ code: 2481 });
  });

  it('§9 an extension set by one side is seen by the other; deletes reach both ways', async () => {
    events.length = 0;
    const sent = await sendFromOurs(groupID, 'GROUP', 'poll', { isSupportExtension: true });
    const got = await latestOfficial(`GROUP${groupID}`, sent);
    expect(got.isSupportExtension).toBe(true);
    const set = await a.setMessageExtensions(sent, [{ key: 'home', value: '1' }]);
    expect(set.data.extensions).toEqual([{ code: 0, key: 'home', value: '1' }]);
    await until(
      () => seen('official', TIM.EVENT.MESSAGE_EXTENSIONS_UPDATED).length === 1,
      8000,
      'official extension event',
    );
    expect(seen('official', TIM.EVENT.MESSAGE_EXTENSIONS_UPDATED)[0]).toEqual({
      messageID: got.ID,
      extensions: [{ key: 'home', value: '1' }],
    });
    await b.setMessageExtensions(got, [{ key: 'away', value: '2' }]);
    await until(() => seen('ours', TIM.EVENT.MESSAGE_EXTENSIONS_UPDATED).length === 1, 8000, 'our extension event');
    expect(seen('ours', TIM.EVENT.MESSAGE_EXTENSIONS_UPDATED)[0]).toEqual({
      messageID: sent.ID,
      extensions: [{ key: 'away', value: '2' }],
    });
    expect((await a.getMessageExtensions(sent)).data.extensions).toEqual([
      { key: 'home', value: '1' },
      { key: 'away', value: '2' },
    ]);
    await b.deleteMessageExtensions(got, ['home']);
    await until(() => seen('ours', TIM.EVENT.MESSAGE_EXTENSIONS_DELETED).length === 1, 8000, 'our delete event');
    expect(seen('ours', TIM.EVENT.MESSAGE_EXTENSIONS_DELETED)[0]).toEqual({ messageID: sent.ID, keyList: ['home'] });
    await a.deleteMessageExtensions(sent);
    await until(
      () => seen('official', TIM.EVENT.MESSAGE_EXTENSIONS_DELETED).length === 1,
      8000,
      'official clear event',
    );
    expect(seen('official', TIM.EVENT.MESSAGE_EXTENSIONS_DELETED)[0]).toMatchObject({ messageID: got.ID });
    expect((await b.getMessageExtensions(got)).data.extensions).toEqual([]);
  });

  it('§6 topics: a receipt, an extension and a modification of a topic message reach the other SDK', async () => {
    events.length = 0;
    const community = '@TGS#_ops_topics';
    await a.createGroup({ type: 'Community', name: 'league', groupID: community, isSupportTopic: true });
    await a.addGroupMember({ groupID: community, userIDList: ['ops-official-b'] });
    const { topicID } = (await a.createTopicInCommunity({ groupID: community, topicName: 'derby' })).data;
    await until(
      async () => (await b.getTopicList({ groupID: community })).data.successTopicList.length === 1,
      8000,
      'the official SDK to list the topic',
    );
    const sent = await sendFromOurs(topicID, 'GROUP', 'final', { needReadReceipt: true, isSupportExtension: true });
    const got = await latestOfficial(`GROUP${topicID}`, sent);
    await b.sendMessageReadReceipt([got]);
    await until(() => seen('ours', TIM.EVENT.MESSAGE_READ_RECEIPT_RECEIVED).length === 1, 8000, 'our topic receipt');
    expect(seen('ours', TIM.EVENT.MESSAGE_READ_RECEIPT_RECEIVED)[0]).toEqual([
      { groupID: topicID, messageID: sent.ID, readCount: 1, unreadCount: 0 },
    ]);
    await b.setMessageExtensions(got, [{ key: 'mvp', value: 'b' }]);
    await until(() => seen('ours', TIM.EVENT.MESSAGE_EXTENSIONS_UPDATED).length === 1, 8000, 'our topic extension');
    expect((await a.getMessageExtensions(sent)).data.extensions).toEqual([{ key: 'mvp', value: 'b' }]);
    sent.payload = { text: 'final (edited)' };
    await a.modifyMessage(sent);
    await until(() => seen('official', TIM.EVENT.MESSAGE_MODIFIED).length === 1, 8000, 'official topic modification');
    expect(got.payload).toEqual({ text: 'final (edited)' });
  });

  it('§7 hopping: both directions equal the official SDK for the same conversations', async () => {
    for (let i = 0; i < 6; i++)
      await b.sendMessage(b.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: `h${i}` } }));
    const shape = (list: { sequence: number; payload: unknown }[]): unknown[] =>
      list.map((m) => [m.sequence, m.payload]);
    for (const [conversationID, anchor] of [
      [`GROUP${groupID}`, { sequence: 4 }],
      ['C2Cops-official-b', { time: Math.floor(Date.now() / 1000) }],
    ] as const)
      for (const direction of [0, 1]) {
        const options = { conversationID, direction, count: 3, ...anchor };
        const official = (
          await b.getMessageListHopping({
            ...options,
            conversationID: conversationID.replace('ops-official-b', 'ops-ours-a'),
          })
        ).data;
        const mine = (await a.getMessageListHopping(options)).data;
        expect(shape(mine.messageList)).toEqual(shape(official.messageList));
        expect([mine.isCompleted, mine.nextMessageSeq ?? mine.nextMessageTime]).toEqual([
          official.isCompleted,
          official.nextMessageSeq ?? official.nextMessageTime,
        ]);
      }
    // A message hopped to but not in a conversation's list is found by ID too.
    const early = b.createTextMessage({ to: 'ops-late-c', conversationType: 'C2C', payload: { text: 'before login' } });
    await b.sendMessage(early);
    const late = await ours(server, 'ops-late-c');
    const hopped = (await late.getMessageListHopping({ conversationID: 'C2Cops-official-b', time: early.time + 1 }))
      .data;
    expect(hopped.messageList.map((m) => m.payload)).toEqual([{ text: 'before login' }]);
    expect(late.findMessage(hopped.messageList[0]!.ID)).toBe(hopped.messageList[0]);
    await late.destroy();
  });
});
