import { describe, expect, it } from 'vitest';
import type { Message } from '../../src/index.ts';
import { FrequencyLimiter } from '../../src/modules/session.ts';
import { sig } from '../support/server.ts';
import { factsServer } from './facts-setup.ts';
import { plain } from './harness.ts';

// The result differences the differential harness found (issue #29), one test each, named after what the
// official SDK (tim-js-sdk 2.27.6) resolves that our client now resolves too.
const { login } = factsServer();

/** The message fields the official SDK's Message sets on every message, with their values on a plain one. */
const OFFICIAL_MESSAGE_FIELDS = {
  atUserList: [],
  isBroadcastMessage: false,
  isPlaceMessage: 0,
  isResend: false,
  isSystemMessage: false,
  nameCard: '',
  protocol: 'JSON',
  revoker: null,
};

describe('result facts of the official SDK (issue #29, found by the differential harness)', () => {
  it("a message carries the official Message's fields (atUserList, isBroadcastMessage, isPlaceMessage, isResend, isSystemMessage, nameCard, protocol, revoker, senderTinyID) and no public onlineUserOnly or messageControlInfo", async () => {
    const me = await login('rf-msg-me');
    const peer = await login('rf-msg-peer');
    const created = me.createTextMessage({ to: 'rf-msg-peer', conversationType: 'C2C', payload: { text: 'hi' } });
    const sent = plain(created) as Record<string, unknown>;
    expect(sent).toMatchObject(OFFICIAL_MESSAGE_FIELDS);
    // A created message names its sender's tiny ID, the first part of its ID.
    expect(sent.senderTinyID).toMatch(/^\d+$/);
    expect(created.ID.startsWith(`${sent.senderTinyID as string}-`)).toBe(true);
    expect(sent).not.toHaveProperty('onlineUserOnly');
    expect(sent).not.toHaveProperty('messageControlInfo');
    await me.sendMessage(created);
    const got = (await peer.getMessageList({ conversationID: 'C2Crf-msg-me' })).data.messageList as Message[];
    const received = plain(got.at(-1)) as Record<string, unknown>;
    expect(received).toMatchObject({ ...OFFICIAL_MESSAGE_FIELDS, payload: { text: 'hi' } });
    expect(Object.keys(received).sort()).toEqual(Object.keys(sent).sort());
  });

  it('a one-to-one message asking for a read receipt carries readReceiptInfo.isPeerRead false until the peer reads it, created and received', async () => {
    const me = await login('rf-receipt-me');
    const peer = await login('rf-receipt-peer');
    const asking = me.createTextMessage({
      to: 'rf-receipt-peer',
      conversationType: 'C2C',
      payload: { text: 'read me' },
      needReadReceipt: true,
    });
    expect(asking.readReceiptInfo).toEqual({ isPeerRead: false });
    const plainOne = me.createTextMessage({ to: 'rf-receipt-peer', conversationType: 'C2C', payload: { text: 'x' } });
    expect(plainOne.readReceiptInfo).toEqual({});
    await me.sendMessage(asking);
    const got = (await peer.getMessageList({ conversationID: 'C2Crf-receipt-me' })).data.messageList as Message[];
    expect(got.at(-1)?.readReceiptInfo).toEqual({ isPeerRead: false });
  });

  it("a repeated login resolves repeatLogin true with errorInfo '' (the official SDK's text comes from its fetched table)", async () => {
    const me = await login('rf-relogin');
    const again = await me.login({ userID: 'rf-relogin', userSig: sig('rf-relogin') });
    expect(again.data).toEqual({ actionStatus: 'OK', errorCode: 0, errorInfo: '', repeatLogin: true });
  });

  it('setSelfStatus resolves the own status itself ({userID, statusType 1, customStatus}), not a list', async () => {
    const me = await login('rf-status-me');
    const set = await me.setSelfStatus({ customStatus: 'busy' });
    expect(set.data).toEqual({ userID: 'rf-status-me', statusType: 1, customStatus: 'busy' });
  });

  it('a group carries maxMemberCount (the official public field; its maxMemberNum is an accessor), infoSequence, lastInfoTime and selfInfo.userID', async () => {
    const me = await login('rf-group-me');
    await me.createGroup({ type: 'Public', name: 'rf', groupID: 'rf-group' });
    const group = plain((await me.getGroupProfile({ groupID: 'rf-group' })).data.group) as Record<string, unknown>;
    expect(group.maxMemberCount).toBeGreaterThan(0);
    expect(group).not.toHaveProperty('maxMemberNum');
    expect(group.infoSequence).toEqual(expect.any(Number));
    expect(group.lastInfoTime).toBeGreaterThan(1.5e9);
    expect(group.selfInfo).toMatchObject({ userID: 'rf-group-me', role: 'Owner' });
  });

  it("a profile whose allowType and adminForbidType the service leaves out reads AllowType_Type_AllowAny and AdminForbid_Type_None; the own profile's lastUpdatedTime is when it was cached, others' 0", async () => {
    const me = await login('rf-profile-me');
    await login('rf-profile-peer');
    const before = Date.now();
    const mine = (await me.getMyProfile()).data;
    expect(mine).toMatchObject({ allowType: 'AllowType_Type_AllowAny', adminForbidType: 'AdminForbid_Type_None' });
    expect(mine.lastUpdatedTime).toBeGreaterThanOrEqual(before - 60_000);
    const [peer] = (await me.getUserProfile({ userIDList: ['rf-profile-peer'] })).data;
    expect(peer).toMatchObject({
      allowType: 'AllowType_Type_AllowAny',
      adminForbidType: 'AdminForbid_Type_None',
      lastUpdatedTime: 0,
    });
  });

  it('group counters resolve {counters} alone, as the official SDK (no groupID beside them)', async () => {
    const me = await login('rf-counter-me');
    await me.createGroup({ type: 'AVChatRoom', name: 'rf', groupID: 'rf-counters' });
    await me.joinGroup({ groupID: 'rf-counters' }).catch(() => undefined);
    const set = await me.setGroupCounters({ groupID: 'rf-counters', counters: { likes: 5 } });
    expect(set.data).toEqual({ counters: { likes: 5 } });
    const got = await me.getGroupCounters({ groupID: 'rf-counters', keyList: ['likes'] });
    expect(got.data).toEqual({ counters: { likes: 5 } });
  });
});

describe('§9 default frequency limits, the official table by command (code 2996)', () => {
  it('§9 topic list 10 per second', () => {
    const f = new FrequencyLimiter();
    for (let i = 0; i < 10; i++) expect(f.allow('getTopicList', 0)).toBe(true);
    expect(f.allow('getTopicList', 999)).toBe(false);
    expect(f.allow('getTopicList', 1000)).toBe(true);
  });

  it('§9 attribute set, modify, delete and clear 10 per 5 s each', () => {
    const f = new FrequencyLimiter();
    for (const api of ['initGroupAttributes', 'setGroupAttributes', 'deleteGroupAttributes']) {
      for (let i = 0; i < 10; i++) expect(f.allow(api, 0)).toBe(true);
      expect(f.allow(api, 4999)).toBe(false);
      expect(f.allow(api, 5000)).toBe(true);
    }
  });

  it('§9 attribute get and counter get 20 per 5 s each; the three counter writes share update_group_counter (20 per 5 s)', () => {
    const f = new FrequencyLimiter();
    for (const api of ['getGroupAttributes', 'getGroupCounters']) {
      for (let i = 0; i < 20; i++) expect(f.allow(api, 0)).toBe(true);
      expect(f.allow(api, 4999)).toBe(false);
    }
    const writes = ['setGroupCounters', 'increaseGroupCounter', 'decreaseGroupCounter'];
    for (let i = 0; i < 20; i++) expect(f.allow(writes[i % 3] as string, 0)).toBe(true);
    for (const api of writes) expect(f.allow(api, 4999)).toBe(false);
    expect(f.allow('setGroupCounters', 5000)).toBe(true);
  });

  it('§9 user status get, subscribe and unsubscribe 20 per 5 s each', () => {
    const f = new FrequencyLimiter();
    for (const api of ['getUserStatus', 'subscribeUserStatus', 'unsubscribeUserStatus']) {
      for (let i = 0; i < 20; i++) expect(f.allow(api, 0)).toBe(true);
      expect(f.allow(api, 4999)).toBe(false);
    }
  });

  it('§9 a client over the limit rejects the call with OVER_FREQUENCY_LIMIT (2996) before sending it', async () => {
    const me = await login('rf-freq-me');
    const calls = Array.from({ length: 11 }, () =>
      me.getTopicList({ groupID: '@TGS#_rf-none' }).then(
        () => 0,
        (e: { code: number }) => e.code,
      ),
    );
    expect((await Promise.all(calls)).filter((code) => code === 2996)).toHaveLength(1);
  });

  it("getMessageList: a page that needed the service's history is all it fetched up to the page's end, whatever the count (official getHistoryMessages)", async () => {
    const peer = await login('rf-page-peer');
    for (const text of ['one', 'two', 'three'])
      await peer.sendMessage(peer.createTextMessage({ to: 'rf-page-me', conversationType: 'C2C', payload: { text } }));
    const me = await login('rf-page-me');
    const page = (await me.getMessageList({ conversationID: 'C2Crf-page-peer', count: 2 })).data;
    expect((page.messageList as Message[]).map((m) => (m.payload as { text: string }).text)).toEqual([
      'one',
      'two',
      'three',
    ]);
    expect([page.isCompleted, page.nextReqMessageID]).toEqual([true, '']);
  });

  it('createTextAtMessage and every created group message has sequence 0 until sent; a one-to-one one its client sequence (official Message._initSequence)', async () => {
    const me = await login('rf-seq-me');
    const group = me.createTextAtMessage({
      to: 'rf-seq-group',
      conversationType: 'GROUP',
      payload: { text: '@a hi', atUserList: ['a'] },
    });
    expect(group.sequence).toBe(0);
    const c2c = me.createTextMessage({ to: 'rf-seq-peer', conversationType: 'C2C', payload: { text: 'hi' } });
    expect(c2c.sequence).toBe(c2c.clientSequence);
    expect(c2c.sequence).toBeGreaterThan(0);
  });

  it('createMergerMessage: the payload has no messageNumber until its list is uploaded (official: the upload answer carries it)', async () => {
    const me = await login('rf-merger-me');
    const inner = me.createTextMessage({ to: 'rf-merger-peer', conversationType: 'C2C', payload: { text: 'x' } });
    const merger = me.createMergerMessage({
      to: 'rf-merger-peer',
      conversationType: 'C2C',
      payload: { messageList: [inner], title: 't', abstractList: ['a'], compatibleText: 'old' },
    });
    expect(merger.payload).not.toHaveProperty('messageNumber');
  });
});
