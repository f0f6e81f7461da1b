import { describe, expect, it } from 'vitest';
import TIM, { type ChatClient, type Message } from '../src/index.ts';
import { decodeMessage } from '../src/modules/message/codec.ts';
import { MessageList } from '../src/modules/messages.ts';
import { factsServer } from './differential/facts-setup.ts';
import { until } from './support/server.ts';

// Message IDs as tim-js-sdk 2.27.6 forms them (issue #29): `senderTinyID-clientTime-random`, fixed when the message
// is created (Message.generateMessageID) and kept after sending; two copies of one message are told apart by
// from, to, random, sequence and time (its MessageListHandler's unique key, spec §3).
const { login } = factsServer();

const officialId = (m: Message): string => `${m.senderTinyID}-${m.clientTime}-${m.random}`;

const lastOf = async (client: ChatClient, conversationID: string): Promise<Message> =>
  ((await client.getMessageList({ conversationID })).data.messageList as Message[]).at(-1)!;

async function groupOf(owner: ChatClient, member: string): Promise<string> {
  const made = await owner.createGroup({ type: 'Public', name: 'ids', memberList: [{ userID: member }] });
  return (made.data as { group: { groupID: string } }).group.groupID;
}

describe('message IDs as the official SDK (issue #29)', () => {
  it('official generateMessageID: a sent one-to-one or group message keeps the ID it was created with, senderTinyID-clientTime-random, and the peer receives it under that ID', async () => {
    const me = await login('mid-me');
    const peer = await login('mid-peer');
    const groupID = await groupOf(me, 'mid-peer');
    for (const [type, to] of [
      ['C2C', 'mid-peer'],
      ['GROUP', groupID],
    ] as const) {
      const m = me.createTextMessage({ to, conversationType: type, payload: { text: `to ${type}` } });
      const created = m.ID;
      expect(created).toBe(officialId(m));
      expect(created).toMatch(/^\d+-\d+-\d+$/);
      await me.sendMessage(m);
      expect(m.ID).toBe(created);
      expect(me.findMessage(created)).toBe(m);
      const held = (await me.getMessageList({ conversationID: m.conversationID })).data.messageList as Message[];
      expect(held.filter((x) => x.ID === created)).toEqual([m]);
      const peerConversation = type === 'C2C' ? 'C2Cmid-me' : `GROUP${groupID}`;
      await until(async () => (await lastOf(peer, peerConversation)).ID === created);
    }
  });

  it('official getGroupMessageReadMemberList resolves the messageID the message was created with', async () => {
    const me = await login('mid-rm-me');
    await login('mid-rm-peer');
    const groupID = await groupOf(me, 'mid-rm-peer');
    const m = me.createTextMessage({
      to: groupID,
      conversationType: 'GROUP',
      payload: { text: 'read me' },
      needReadReceipt: true,
    });
    const created = m.ID;
    await me.sendMessage(m);
    const answer = await me.getGroupMessageReadMemberList({ message: m, filter: 0, cursor: '', count: 10 });
    expect(answer.data.messageID).toBe(created);
  });

  it("official updateReadReceiptInfo: a peer's receipt (event 16) names the message by senderTinyID-clientTime-random, the ID it was created with", async () => {
    const me = await login('mid-rr-me');
    const peer = await login('mid-rr-peer');
    const receipts: { messageID: string }[] = [];
    me.on(TIM.EVENT.MESSAGE_READ_RECEIPT_RECEIVED, (e) => receipts.push(...(e.data as { messageID: string }[])));
    const m = me.createTextMessage({
      to: 'mid-rr-peer',
      conversationType: 'C2C',
      payload: { text: 'read me' },
      needReadReceipt: true,
    });
    const created = m.ID;
    await me.sendMessage(m);
    await until(async () => (await lastOf(peer, 'C2Cmid-rr-me')).ID === created);
    await peer.sendMessageReadReceipt([await lastOf(peer, 'C2Cmid-rr-me')]);
    await until(async () => receipts.length > 0);
    expect(receipts.map((r) => r.messageID)).toEqual([created]);
    expect(m.readReceiptInfo.isPeerRead).toBe(true);
  });

  it("official revoke and onMessageModified: a peer's revoke and modification find the held message by from, to, random, sequence and time, and name it by its ID", async () => {
    const me = await login('mid-rv-me');
    const peer = await login('mid-rv-peer');
    const revoked: Message[] = [];
    const modified: Message[] = [];
    me.on(TIM.EVENT.MESSAGE_REVOKED, (e) => revoked.push(...(e.data as Message[])));
    me.on(TIM.EVENT.MESSAGE_MODIFIED, (e) => modified.push(...(e.data as Message[])));
    const send = async (text: string): Promise<Message> => {
      const m = peer.createTextMessage({ to: 'mid-rv-me', conversationType: 'C2C', payload: { text } });
      await peer.sendMessage(m);
      await until(async () => (await lastOf(me, 'C2Cmid-rv-peer')).ID === m.ID);
      return m;
    };
    const toEdit = await send('to edit');
    toEdit.payload = { text: 'edited' };
    await peer.modifyMessage(toEdit);
    await until(async () => modified.length > 0);
    expect(modified.map((m) => [m.ID, m.payload])).toEqual([[toEdit.ID, { text: 'edited' }]]);
    const toRevoke = await send('to revoke');
    await peer.revokeMessage(toRevoke);
    await until(async () => revoked.length > 0);
    expect(revoked.map((m) => [m.ID, m.isRevoked])).toEqual([[toRevoke.ID, true]]);
  });

  it('spec §3 a message is one by from, to, random, sequence and time: two copies are held once, a message of another sequence with the same ID part is another', () => {
    const item = (seq: number) =>
      decodeMessage(
        {
          From_Account: 'a',
          To_Account: 'b',
          MsgSeq: seq,
          MsgRandom: 7,
          MsgTimeStamp: 100,
          MsgClientTime: 99,
          TinyId: '144115',
          MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'x' } }],
        },
        'C2C',
        'b',
      )!;
    expect(item(1).ID).toBe('144115-99-7');
    const list = new MessageList();
    expect(list.insert(item(1))).toBe(true);
    expect(list.insert(item(1))).toBe(false);
    expect(list.insert(item(2))).toBe(true);
    expect(list.items.map((m) => m.sequence)).toEqual([1, 2]);
  });
});
