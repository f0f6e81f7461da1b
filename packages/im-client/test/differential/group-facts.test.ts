import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM, { type ChatClient } from '../../src/index.ts';
import { APP_ID, ourLogin, sig, startServer } from '../support/server.ts';
import { type Frame, recordingSocket } from './harness.ts';

// The group and member differences the differential harness found (issue #29), one test each, named after what
// the official SDK (tim-js-sdk 2.27.6) sends or resolves that our client now does too.
let server: ImServer;
const clients: ChatClient[] = [];

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.destroy()));
  await server.close();
});

/** Our client logged in as `userID`, every frame it sends recorded into the returned list. */
async function recorded(userID: string): Promise<{ client: ChatClient; frames: Frame[] }> {
  const frames: Frame[] = [];
  const client = TIM.create({ SDKAppID: APP_ID, proxyServer: server.url, WebSocket: recordingSocket(frames) });
  clients.push(client);
  const ready = new Promise((r) => client.on(TIM.EVENT.SDK_READY, r));
  await client.login({ userID, userSig: sig(userID) });
  await ready;
  return { client, frames };
}

async function login(userID: string): Promise<ChatClient> {
  const client = await ourLogin(server.url, userID);
  clients.push(client);
  return client;
}

const bodiesOf = (frames: Frame[], servcmd: string) => frames.filter((f) => f.servcmd === servcmd).map((f) => f.body);

describe('group and member facts of the official SDK (issue #29, found by the differential harness)', () => {
  it("a live room's join asks HugeGroupHistoryMsgFlag 1 (history ability bought), and its attributes and counters carry the join's AVChatRoomKey as BytesKey", async () => {
    const owner = await login('gf-live-owner');
    await owner.createGroup({ type: 'AVChatRoom', name: 'live', groupID: 'gf-live' });
    const { client, frames } = await recorded('gf-live-viewer');
    await client.joinGroup({ groupID: 'gf-live' });
    const [join] = bodiesOf(frames, 'group_open_http_svc.apply_join_group');
    expect(join).toMatchObject({ GroupId: 'gf-live', HugeGroupHistoryMsgFlag: 1 });
    await client.setGroupCounters({ groupID: 'gf-live', counters: { likes: 1 } });
    await client.initGroupAttributes({ groupID: 'gf-live', groupAttributes: { a: '1' } });
    const [counter] = bodiesOf(frames, 'group_open_http_svc.update_group_counter');
    const [attr] = bodiesOf(frames, 'group_open_http_svc.set_group_attr');
    expect(typeof counter?.BytesKey).toBe('string');
    expect(counter?.BytesKey).not.toBe('');
    expect(attr?.BytesKey).toBe(counter?.BytesKey);
    // Another group's counters carry none.
    await owner.createGroup({
      type: 'Public',
      name: 'p',
      groupID: 'gf-live-pub',
      memberList: [{ userID: 'gf-live-viewer' }],
    });
    await client.setGroupCounters({ groupID: 'gf-live-pub', counters: { likes: 1 } });
    expect(bodiesOf(frames, 'group_open_http_svc.update_group_counter')[1]).not.toHaveProperty('BytesKey');
  });
});
