import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM, { type ChatClient, type Message } from '../src/index.ts';
import { CuttingProxy } from './support/cutting-proxy.ts';
import { ours, ourLogin, startServer, until } from './support/server.ts';

// A join request made while the owner's socket was down (messaging spec §4 notice 1, loss and recovery): the
// reconnect's sync brings the notice the service keeps, as new, once.
const FAST = { requestMs: 2000, reconnectDelayMs: 5, heartbeatMs: 500, idleMs: 2000 };
let server: ImServer;
let proxy: CuttingProxy;
let owner: ChatClient;
let applicant: ChatClient;

beforeAll(async () => {
  server = await startServer();
  proxy = await CuttingProxy.start(server.port);
  owner = await ourLogin(proxy.url, 'nr-owner', FAST);
  await owner.createGroup({ type: 'Public', name: 'club', groupID: 'nr-club', joinOption: 'NeedPermission' });
  applicant = await ours(server, 'nr-applicant');
}, 30_000);

afterAll(async () => {
  await applicant.destroy();
  await owner.destroy();
  await proxy.close();
  await server.close();
});

describe('join requests across a dropped socket (§4 notice 1, loss and recovery)', () => {
  it('§4 notice 1: a request made while the socket was down arrives with the reconnect, new (unread, MESSAGE_RECEIVED), once however many syncs list it', async () => {
    const received: Message[] = [];
    owner.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => {
      for (const m of e.data as Message[]) if (m.conversationID === '@TIM#SYSTEM') received.push(m);
    });
    proxy.hold();
    proxy.cut();
    await applicant.joinGroup({ groupID: 'nr-club', applyMessage: 'let me in' });
    proxy.release();
    await until(() => received.length === 1, 15_000, 'the request after the reconnect');
    expect(received[0]?.payload).toMatchObject({ operationType: 1, operatorID: 'nr-applicant' });
    expect(received[0]?.isRead).toBe(false);
    const system = async () =>
      (await owner.getConversationList()).data.conversationList.find((c) => c.conversationID === '@TIM#SYSTEM');
    expect((await system())?.unreadCount).toBe(1);
    // Another drop: the sync lists the kept notice again; the client holds it already. A message sent after the
    // drop tells that the reconnect's sync is done.
    proxy.cut();
    const texts: string[] = [];
    owner.on(TIM.EVENT.MESSAGE_RECEIVED, (e) =>
      texts.push(...(e.data as Message[]).map((m) => String(m.payload.text))),
    );
    await applicant.sendMessage(
      applicant.createTextMessage({ to: 'nr-owner', conversationType: 'C2C', payload: { text: 'after' } }),
    );
    await until(() => texts.includes('after'), 15_000, 'the message after the second drop');
    await new Promise((r) => setTimeout(r, 500));
    expect(received).toHaveLength(1);
    expect((await owner.getMessageList({ conversationID: '@TIM#SYSTEM' })).data.messageList).toHaveLength(1);
  }, 40_000);
});
