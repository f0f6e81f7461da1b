import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM, { type ChatClient, type Message } from '../src/index.ts';
import { CuttingProxy } from './support/cutting-proxy.ts';
import { ours, ourLogin, startServer, until } from './support/server.ts';

// A topic's messages are recovered after a reconnect as a group's are (spec §4 loss and recovery): nothing lost,
// nothing doubled, in order.
const FAST = { requestMs: 2000, reconnectDelayMs: 5, heartbeatMs: 500, idleMs: 2000 };
const community = '@TGS#_recovery';
let server: ImServer;
let proxy: CuttingProxy;
let owner: ChatClient;
let reader: ChatClient;
let topicID = '';

beforeAll(async () => {
  server = await startServer();
  proxy = await CuttingProxy.start(server.port);
  owner = await ours(server, 'topic-rec-owner');
  await owner.createGroup({ type: 'Community', name: 'league', groupID: community, isSupportTopic: true });
  await owner.addGroupMember({ groupID: community, userIDList: ['topic-rec-reader'] });
  topicID = (await owner.createTopicInCommunity({ groupID: community, topicName: 'derby' })).data.topicID;
  reader = await ourLogin(proxy.url, 'topic-rec-reader', FAST);
}, 30_000);

afterAll(async () => {
  await reader.destroy();
  await owner.destroy();
  await proxy.close();
  await server.close();
});

const send = (text: string) =>
  owner.sendMessage(owner.createTextMessage({ to: topicID, conversationType: 'GROUP', payload: { text } }));

describe('topic messages after a reconnect (spec §4 loss and recovery)', () => {
  it('§4 recovery: topic messages sent while the socket was down arrive after the reconnect, once each, in order', async () => {
    const got: string[] = [];
    reader.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => {
      for (const m of e.data as Message[]) if (m.to === topicID) got.push(String(m.payload.text));
    });
    await send('t 0');
    await until(() => got.length === 1, 8000, 'the first topic message');
    proxy.hold();
    proxy.cut();
    for (let i = 1; i <= 25; i++) await send(`t ${i}`);
    proxy.release();
    const all = Array.from({ length: 26 }, (_, i) => `t ${i}`);
    await until(() => got.length >= all.length, 15_000, 'the missed topic messages');
    await send('t 26');
    await until(() => got.length >= all.length + 1, 8000, 'the next pushed message');
    expect(got).toEqual([...all, 't 26']);
    const list = (await reader.getMessageList({ conversationID: `GROUP${topicID}` })).data.messageList;
    expect(list.map((m) => m.payload.text)).toEqual([...all, 't 26'].slice(-list.length));
  }, 40_000);
});
