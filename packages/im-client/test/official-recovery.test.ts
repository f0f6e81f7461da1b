import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImServer } from '@live/im-server';
import type { ChatClient } from '../src/index.ts';
import { CuttingProxy } from './support/cutting-proxy.ts';
import { OfficialReceiver } from './support/official-process.ts';
import { officialLogin } from './support/official-sdk.ts';
import { APP_ID, ourLogin, sig, startServer } from './support/server.ts';

// How the official SDK (tim-js-sdk 2.27.6) catches up against our service: unread of what came while it was
// offline, and what its socket missed (it recovers one-to-one by time with getroammsg, groups by sequence with
// group_msg_get, comparing the conversation list's last message with the newest one it holds).
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the official SDK catches up through our service', () => {
  let server: ImServer;
  let proxy: CuttingProxy;
  let sam: ChatClient;
  const receivers: OfficialReceiver[] = [];

  beforeAll(async () => {
    server = await startServer();
    proxy = await CuttingProxy.start(server.port);
    sam = await ourLogin(server.url, 'sam');
  });

  afterAll(async () => {
    for (const r of receivers) await r.stop().catch(() => undefined);
    await sam?.destroy();
    await proxy?.close();
    await server?.close();
  });

  const send = (to: string, conversationType: 'C2C' | 'GROUP', text: string) =>
    sam.sendMessage(sam.createTextMessage({ to, conversationType, payload: { text } }));

  /** The official receiver's texts of one conversation once it holds `count` of them (or the timeout passed). */
  async function textsOf(receiver: OfficialReceiver, conversationID: string, count: number): Promise<string[]> {
    let texts: string[] = [];
    for (const start = Date.now(); Date.now() - start < 15_000; await sleep(100)) {
      texts = (await receiver.call<{ texts: Record<string, string[]> }>('received')).texts[conversationID] ?? [];
      if (texts.length >= count) break;
    }
    return texts;
  }

  async function officialThroughProxy(userID: string): Promise<OfficialReceiver> {
    const receiver = new OfficialReceiver(proxy.url, userID);
    receivers.push(receiver);
    await receiver.call('received');
    return receiver;
  }

  it('the official SDK sees unread 5 for 5 one-to-one messages sent while it was offline', async () => {
    for (let i = 0; i < 5; i++) await send('ulla', 'C2C', `offline ${i}`);
    const tim = await officialLogin(server.url, APP_ID, 'ulla', sig('ulla'));
    try {
      let unread = -1;
      for (const start = Date.now(); Date.now() - start < 5000 && unread !== 5; await sleep(100)) {
        const list: { conversationID: string; unreadCount: number }[] = (await tim.getConversationList()).data
          .conversationList;
        unread = list.find((c) => c.conversationID === 'C2Csam')?.unreadCount ?? -1;
      }
      expect(unread).toBe(5);
      expect(tim.getTotalUnreadMessageCount()).toBe(5);
    } finally {
      await tim.logout();
    }
  });

  it('the official SDK recovers one-to-one messages sent while its socket was cut', async () => {
    const cora = await officialThroughProxy('cora');
    const texts = Array.from({ length: 25 }, (_, i) => `c ${i}`);
    // More history than one roaming page (16) before the cut.
    for (const text of texts.slice(0, 20)) await send('cora', 'C2C', text);
    expect(await textsOf(cora, 'C2Csam', 20)).toEqual(texts.slice(0, 20));
    // It recovers one-to-one by time: the missed messages are a second or more newer than the one it holds.
    await sleep(1100);
    proxy.hold();
    proxy.cut();
    for (const text of texts.slice(20)) await send('cora', 'C2C', text);
    proxy.release();
    expect(await textsOf(cora, 'C2Csam', 25)).toEqual(texts);
  }, 30_000);

  it('the official SDK recovers group messages its socket missed, though a new one is sent as it logs in again, and counts them in its total', async () => {
    const gina = await officialThroughProxy('gina');
    const created = await sam.createGroup({ type: 'Public', name: 'fans', memberList: [{ userID: 'gina' }] });
    const groupID = created.data.group.groupID;
    await gina.call('getGroupList');
    await send(groupID, 'GROUP', 'g 0');
    expect(await textsOf(gina, `GROUP${groupID}`, 1)).toEqual(['g 0']);
    proxy.hold();
    proxy.cut();
    for (let i = 1; i <= 5; i++) await send(groupID, 'GROUP', `g ${i}`);
    // The next message is posted the moment the service answers the SDK's login on its new socket, before the
    // SDK asks for its conversation list.
    proxy.watch('A2Key', () => send(groupID, 'GROUP', 'g 6'));
    proxy.release();
    const texts = await textsOf(gina, `GROUP${groupID}`, 7);
    expect(texts).toEqual(['g 0', 'g 1', 'g 2', 'g 3', 'g 4', 'g 5', 'g 6']);
    // Its total counts the group once the re-login reread its groups (their remind type, named as the cloud does).
    const unread = await gina.call<{ byConversation: Record<string, number>; total: number }>('unread');
    // The 7 and createGroup's announcement (its own count: the official SDK's unread includes it).
    expect(unread.byConversation[`GROUP${groupID}`]).toBe(8);
    expect(unread.total).toBe(8);
  }, 30_000);

  it('the official SDK learns of a group revoke made while its socket was cut (get_group_notify, issue #29)', async () => {
    const tim = await officialLogin(proxy.url, APP_ID, 'rita', sig('rita'));
    try {
      // Sequence and revoker of each revoke it told; a revoke told twice counts once (see get_group_notify).
      const revoked = new Map<number, string>();
      tim.on('onMessageRevoked', (e: { data: { sequence: number; revoker: string }[] }) => {
        for (const m of e.data) revoked.set(m.sequence, m.revoker);
      });
      const created = await sam.createGroup({ type: 'Public', name: 'revokes', memberList: [{ userID: 'rita' }] });
      const groupID = created.data.group.groupID;
      await tim.getGroupList();
      const sent = [];
      for (let i = 0; i < 3; i++) sent.push((await send(groupID, 'GROUP', `r ${i}`)).data.message);
      // Each revoke's push goes to a dead socket; after the reconnect the SDK asks get_group_notify, from 0 the
      // first time, then from its last ask (in microseconds).
      for (const [n, message] of [sent[1]!, sent[2]!].entries()) {
        // A socket cut within 1 s of opening is a failed reconnect to the SDK: it would wait 15 s to try again.
        await sleep(1100);
        proxy.hold();
        proxy.cut();
        await sam.revokeMessage(message);
        proxy.release();
        for (const start = Date.now(); Date.now() - start < 10_000 && revoked.size <= n;) await sleep(100);
      }
      expect([...revoked].sort()).toEqual([
        [sent[1]!.sequence, 'sam'],
        [sent[2]!.sequence, 'sam'],
      ]);
    } finally {
      await tim.logout();
    }
  }, 30_000);
});
