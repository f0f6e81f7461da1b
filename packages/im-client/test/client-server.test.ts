import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startImServer, type ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM, { type ChatClient, type Message } from '../src/index.ts';
import { APP_ID, SECRET, ourLogin, sig, startServer, until } from './support/server.ts';

const FAST = { requestMs: 2000, reconnectDelayMs: 5 };

describe('our client through im-server', () => {
  let server: ImServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('group messages missed while cut off are recovered after reconnect (gap 1..299, spec §4)', async () => {
    const owner = await ourLogin(server.url, 'g-owner', FAST);
    const member = await ourLogin(server.url, 'g-member', FAST);
    const groupID = (await owner.createGroup({ type: 'Public', name: 'recover', memberList: [{ userID: 'g-member' }] }))
      .data.group.groupID;
    await member.getGroupList();
    const got: string[] = [];
    member.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => got.push(...(e.data as Message[]).map((m) => String(m.payload.text))));
    await owner.sendMessage(
      owner.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: 'before' } }),
    );
    await until(() => got.includes('before'), 5000, 'first group message');

    // The member's socket drops; it reconnects by itself while the owner keeps talking.
    member.simulateNetworkDrop();
    for (let i = 0; i < 30; i++)
      await owner.sendMessage(
        owner.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: `m${i}` } }),
      );
    await until(() => got.filter((t) => t.startsWith('m')).length === 30, 5000, 'all 30 group messages');
    expect(new Set(got).size).toBe(got.length);
    const page = await member.getMessageList({ conversationID: `GROUP${groupID}` });
    expect(page.data.messageList.map((m) => m.payload.text)).toEqual(
      Array.from({ length: 15 }, (_, i) => `m${i + 15}`),
    );
    const conv = (await member.getConversationProfile(`GROUP${groupID}`)).data.conversation;
    // 'before' and the 30, and createGroup's announcement the member received (unread to the official SDK too).
    expect(conv.unreadCount).toBe(32);
    await member.setMessageRead({ conversationID: `GROUP${groupID}` });
    expect(member.getTotalUnreadMessageCount()).toBe(0);
    await owner.destroy();
    await member.destroy();
  });

  it('getMessageList pages 15 at a time through roaming history until complete', async () => {
    const a = await ourLogin(server.url, 'h-a');
    for (let i = 0; i < 40; i++)
      await a.sendMessage(a.createTextMessage({ to: 'h-b', conversationType: 'C2C', payload: { text: `t${i}` } }));
    const b = await ourLogin(server.url, 'h-b');
    const seen: unknown[] = [];
    let next = '';
    let pages = 0;
    for (;;) {
      const page = await b.getMessageList({ conversationID: 'C2Ch-a', nextReqMessageID: next });
      pages++;
      expect(page.data.messageList.length).toBeLessThanOrEqual(15);
      seen.unshift(...page.data.messageList.map((m) => m.payload.text));
      if (page.data.isCompleted) break;
      next = page.data.nextReqMessageID;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => `t${i}`));
    expect((await b.getConversationProfile('C2Ch-a')).data.conversation.unreadCount).toBe(40);
    await a.destroy();
    await b.destroy();
  });

  it('deleted messages and cleared history stay gone for that user only', async () => {
    const a = await ourLogin(server.url, 'd-a');
    const sent = [];
    for (let i = 0; i < 5; i++)
      sent.push(
        (await a.sendMessage(a.createTextMessage({ to: 'd-b', conversationType: 'C2C', payload: { text: `d${i}` } })))
          .data.message,
      );
    await a.deleteMessage([sent[1]!, sent[3]!]);
    const again = await ourLogin(server.url, 'd-a');
    const texts = (await again.getMessageList({ conversationID: 'C2Cd-b' })).data.messageList.map(
      (m) => m.payload.text,
    );
    expect(texts).toEqual(['d0', 'd2', 'd4']);
    const b = await ourLogin(server.url, 'd-b');
    expect((await b.getMessageList({ conversationID: 'C2Cd-a' })).data.messageList).toHaveLength(5);
    expect(b.getTotalUnreadMessageCount()).toBe(5);
    await b.clearHistoryMessage('C2Cd-a');
    expect(b.getTotalUnreadMessageCount()).toBe(0);
    const b2 = await ourLogin(server.url, 'd-b');
    const after = await b2.getMessageList({ conversationID: 'C2Cd-a' });
    expect(after.data.messageList).toHaveLength(0);
    expect(after.data.isCompleted).toBe(true);
    expect(b2.getTotalUnreadMessageCount()).toBe(0);
    for (const c of [a, again, b, b2]) await c.destroy();
  });

  it('pinned conversations come first and stay pinned; deleted ones stay gone; muted groups leave the total (spec §4)', async () => {
    // The service's clock is stepped by hand so that each message has its own second.
    let clock = Date.now();
    const timed = await startServer({ now: () => clock });
    const me = await ourLogin(timed.url, 'p-me');
    for (const f of ['p-1', 'p-2', 'p-3']) {
      const c = await ourLogin(timed.url, f);
      await c.sendMessage(c.createTextMessage({ to: 'p-me', conversationType: 'C2C', payload: { text: `from ${f}` } }));
      await c.destroy();
      clock += 1000;
    }
    const owner = await ourLogin(timed.url, 'p-owner');
    const groupID = (await owner.createGroup({ type: 'Public', name: 'quiet', memberList: [{ userID: 'p-me' }] })).data
      .group.groupID;
    await owner.sendMessage(
      owner.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: 'psst' } }),
    );
    // The three one-to-one, 'psst' and createGroup's announcement (unread to the official SDK too).
    await until(() => me.getTotalUnreadMessageCount() === 5, 5000, 'five unread');
    await me.getGroupList();
    await me.setMessageRemindType({ groupID, messageRemindType: TIM.TYPES.MSG_REMIND_ACPT_NOT_NOTE });
    expect(me.getTotalUnreadMessageCount()).toBe(3);
    await me.pinConversation({ conversationID: 'C2Cp-1', isPinned: true });
    await me.deleteConversation('C2Cp-2');
    const again = await ourLogin(timed.url, 'p-me');
    const ids = (await again.getConversationList()).data.conversationList.map((c) => c.conversationID);
    expect(ids).toEqual(['C2Cp-1', `GROUP${groupID}`, 'C2Cp-3']);
    expect((await again.getConversationProfile('C2Cp-1')).data.conversation.isPinned).toBe(true);
    expect(again.getTotalUnreadMessageCount()).toBe(2);
    for (const c of [me, owner, again]) await c.destroy();
    await timed.close();
  });

  it('setAllMessageRead clears one-to-one and group unread by scope; name cards and member profiles', async () => {
    const me = await ourLogin(server.url, 'ar-me');
    const peer = await ourLogin(server.url, 'ar-peer');
    const groupID = (await peer.createGroup({ type: 'Public', name: 'all read', memberList: [{ userID: 'ar-me' }] }))
      .data.group.groupID;
    await peer.sendMessage(peer.createTextMessage({ to: 'ar-me', conversationType: 'C2C', payload: { text: 'one' } }));
    await peer.sendMessage(
      peer.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: 'two' } }),
    );
    // 'one', 'two' and createGroup's announcement (unread to the official SDK too).
    await until(() => me.getTotalUnreadMessageCount() === 3, 5000, 'three unread');
    await me.setAllMessageRead({ scope: 'readAllC2CMessage' });
    expect(me.getTotalUnreadMessageCount()).toBe(2);
    // Set-all-read is limited to once a second (spec §9): a second call at once is refused with 2996.
    await expect(me.setAllMessageRead()).rejects.toMatchObject({ code: 2996 });
    await new Promise((r) => setTimeout(r, 1000));
    await me.setAllMessageRead();
    expect(me.getTotalUnreadMessageCount()).toBe(0);
    const again = await ourLogin(server.url, 'ar-me');
    expect(again.getTotalUnreadMessageCount()).toBe(0);
    await expect(again.setAllMessageRead({ scope: 'everything' })).rejects.toThrow(/Params validate failed/);

    await again.getGroupList();
    await again.setGroupMemberNameCard({ groupID, nameCard: 'Captain' });
    const profiles = (await peer.getGroupMemberProfile({ groupID, userIDList: ['ar-me', 'nobody'] })).data.memberList;
    expect(profiles).toEqual([expect.objectContaining({ userID: 'ar-me', nameCard: 'Captain', role: 'Member' })]);
    for (const c of [me, peer, again]) await c.destroy();
  });

  it('excluded-from-unread and excluded-from-last-message sends, and online-only messages (spec §4)', async () => {
    const a = await ourLogin(server.url, 'x-a');
    const b = await ourLogin(server.url, 'x-b');
    const got: Message[] = [];
    b.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => got.push(...(e.data as Message[])));
    await a.sendMessage(a.createTextMessage({ to: 'x-b', conversationType: 'C2C', payload: { text: 'counted' } }));
    await a.sendMessage(a.createTextMessage({ to: 'x-b', conversationType: 'C2C', payload: { text: 'quiet' } }), {
      messageControlInfo: { excludedFromUnreadCount: true, excludedFromLastMessage: true },
    });
    await a.sendMessage(a.createTextMessage({ to: 'x-b', conversationType: 'C2C', payload: { text: 'typing…' } }), {
      onlineUserOnly: true,
    });
    await until(() => got.length === 3, 5000, 'three messages');
    const conv = (await b.getConversationProfile('C2Cx-a')).data.conversation;
    expect([conv.unreadCount, conv.lastMessage.messageForShow]).toEqual([1, 'counted']);
    expect((await b.getMessageList({ conversationID: 'C2Cx-a' })).data.messageList.map((m) => m.payload.text)).toEqual([
      'counted',
      'quiet',
    ]);
    // The service agrees after a fresh login; the online-only message was never stored.
    const again = await ourLogin(server.url, 'x-b');
    const fresh = (await again.getConversationProfile('C2Cx-a')).data.conversation;
    expect([fresh.unreadCount, fresh.lastMessage.messageForShow]).toEqual([1, 'counted']);
    expect(
      (await again.getMessageList({ conversationID: 'C2Cx-a' })).data.messageList.map((m) => m.payload.text),
    ).toEqual(['counted', 'quiet']);
    for (const c of [a, b, again]) await c.destroy();
  });

  it('a guest joins a live room without login and receives its messages (anonymous join, spec §6)', async () => {
    const host = await ourLogin(server.url, 'anchor');
    const groupID = (await host.createGroup({ type: 'AVChatRoom', name: 'match 1' })).data.group.groupID;
    const guest = TIM.create({ SDKAppID: APP_ID, proxyServer: server.url });
    const got: Message[] = [];
    guest.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => got.push(...(e.data as Message[])));
    expect((await guest.joinGroup({ groupID })).data.status).toBe('JoinedSuccess');
    await host.sendMessage(
      host.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: 'welcome' } }),
    );
    await until(() => got.some((m) => m.payload.text === 'welcome'), 5000, 'guest to receive');
    // Anonymous users may join live rooms only.
    const plain = (await host.createGroup({ type: 'Public', name: 'not live' })).data.group.groupID;
    await expect(guest.joinGroup({ groupID: plain })).rejects.toMatchObject({ code: 2662 });
    await guest.destroy();
    await host.destroy();
  });

  it('joining a second live room quits the first one the user does not own (spec §6)', async () => {
    const host = await ourLogin(server.url, 'host2');
    const first = (await host.createGroup({ type: 'AVChatRoom', name: 'match A' })).data.group.groupID;
    const second = (await host.createGroup({ type: 'AVChatRoom', name: 'match B' })).data.group.groupID;
    const fan = await ourLogin(server.url, 'fan2');
    await fan.joinGroup({ groupID: first });
    await fan.joinGroup({ groupID: second });
    const got: Message[] = [];
    fan.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => got.push(...(e.data as Message[])));
    await host.sendMessage(host.createTextMessage({ to: first, conversationType: 'GROUP', payload: { text: 'in A' } }));
    await host.sendMessage(
      host.createTextMessage({ to: second, conversationType: 'GROUP', payload: { text: 'in B' } }),
    );
    await until(() => got.some((m) => m.payload.text === 'in B'), 5000, 'message in B');
    await new Promise((r) => setTimeout(r, 400));
    expect(got.some((m) => m.payload.text === 'in A')).toBe(false);
    // The host owns both rooms and stays in both.
    await host.destroy();
    await fan.destroy();
  });

  it('joins NOTIFY_ROOM when ready and receives its pushes', async () => {
    const anchor = await ourLogin(server.url, 'notifier');
    await anchor.createGroup({ type: 'AVChatRoom', name: 'notify', groupID: 'NOTIFY_ROOM' });
    const viewer = TIM.create({ SDKAppID: APP_ID, proxyServer: server.url, joinOnReady: ['NOTIFY_ROOM'] });
    const got: Message[] = [];
    viewer.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => got.push(...(e.data as Message[])));
    await viewer.login({ userID: 'viewer', userSig: sig('viewer') });
    await until(() => viewer.isReady(), 5000, 'ready');
    await new Promise((r) => setTimeout(r, 100));
    await anchor.sendMessage(
      anchor.createCustomMessage({
        to: 'NOTIFY_ROOM',
        conversationType: 'GROUP',
        payload: { data: '{"type":"goal"}' },
      }),
    );
    await until(() => got.some((m) => m.payload.data === '{"type":"goal"}'), 5000, 'NOTIFY_ROOM push');
    await viewer.destroy();
    await anchor.destroy();
  });

  it('server-side roles: a member cannot dismiss, kick or set roles; the owner can', async () => {
    const owner = await ourLogin(server.url, 'r-owner');
    const member = await ourLogin(server.url, 'r-member');
    const groupID = (
      await owner.createGroup({
        type: 'Public',
        name: 'roles',
        memberList: [{ userID: 'r-member' }, { userID: 'r-other' }],
      })
    ).data.group.groupID;
    await member.getGroupList();
    await expect(member.dismissGroup(groupID)).rejects.toMatchObject({ code: 10007 });
    await expect(member.deleteGroupMember({ groupID, userIDList: ['r-other'] })).rejects.toMatchObject({ code: 10007 });
    await owner.setGroupMemberRole({ groupID, userID: 'r-member', role: 'Admin' });
    await member.deleteGroupMember({ groupID, userIDList: ['r-other'] });
    expect((await owner.getGroupMemberList({ groupID })).data.memberList.map((m) => [m.userID, m.role])).toEqual([
      ['r-owner', 'Owner'],
      ['r-member', 'Admin'],
    ]);
    await owner.changeGroupOwner({ groupID, newOwnerID: 'r-member' });
    expect((await owner.getGroupProfile({ groupID })).data.group.ownerID).toBe('r-member');
    await expect(owner.quitGroup('@TGS#nope')).rejects.toMatchObject({ code: 10010 });
    await owner.quitGroup(groupID);
    await expect(owner.quitGroup(groupID)).rejects.toMatchObject({ code: 2623 });
    await owner.destroy();
    await member.destroy();
  });

  it('invite option (spec §3): createGroup and updateGroupProfile set it, the profile reads it, addGroupMember follows it', async () => {
    const owner = await ourLogin(server.url, 'io-owner');
    const member = await ourLogin(server.url, 'io-member');
    const groupID = (
      await owner.createGroup({
        type: 'Public',
        name: 'invites',
        inviteOption: TIM.TYPES.INVITE_OPTIONS_FREE_ACCESS,
        memberList: [{ userID: 'io-member' }],
      })
    ).data.group.groupID;
    expect((await member.getGroupProfile({ groupID })).data.group.inviteOption).toBe('FreeAccess');
    expect((await member.addGroupMember({ groupID, userIDList: ['io-friend'] })).data.successUserIDList).toEqual([
      'io-friend',
    ]);
    const updated = await owner.updateGroupProfile({ groupID, inviteOption: TIM.TYPES.INVITE_OPTIONS_DISABLE_INVITE });
    expect(updated.data.group.inviteOption).toBe('DisableInvite');
    await expect(owner.addGroupMember({ groupID, userIDList: ['io-other'] })).rejects.toMatchObject({ code: 10007 });
    await owner.destroy();
    await member.destroy();
  });

  it('invite option NeedPermission (spec §3; issue #32): a member’s invitation waits, and a manager agrees to it as type 2', async () => {
    const owner = await ourLogin(server.url, 'iw-owner');
    const member = await ourLogin(server.url, 'iw-member');
    const groupID = (await owner.createGroup({ type: 'Public', name: 'waits', memberList: [{ userID: 'iw-member' }] }))
      .data.group.groupID;
    const invited = await member.addGroupMember({ groupID, userIDList: ['iw-guest'] });
    expect(invited.data.successUserIDList).toEqual([]);
    const [application] = (await owner.getGroupApplicationList()).data.applicationList;
    expect(application).toMatchObject({ applicant: 'iw-member', groupID, applicationType: 2, userID: 'iw-guest' });
    await owner.handleGroupApplication({ handleAction: 'Agree', application: application! });
    expect(await server.admin.rolesInGroup(groupID, ['iw-guest'])).toEqual({ 'iw-guest': 'Member' });
    await owner.destroy();
    await member.destroy();
  });

  it('group custom fields: updateGroupProfile sets slow_mode, the profile carries it, a too-early member message fails with 10023', async () => {
    const owner = await ourLogin(server.url, 'sm-owner');
    const member = await ourLogin(server.url, 'sm-member');
    const groupID = (await owner.createGroup({ type: 'Public', name: 'slow', memberList: [{ userID: 'sm-member' }] }))
      .data.group.groupID;
    const updated = await owner.updateGroupProfile({ groupID, groupCustomField: [{ key: 'slow_mode', value: '30' }] });
    expect(updated.data.group.groupCustomField).toEqual([{ key: 'slow_mode', value: '30' }]);
    expect((await member.getGroupProfile({ groupID })).data.group.groupCustomField).toEqual([
      { key: 'slow_mode', value: '30' },
    ]);
    const say = (text: string) =>
      member.sendMessage(member.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text } }));
    await say('first');
    await expect(say('second')).rejects.toMatchObject({ code: 10023 });
    await owner.destroy();
    await member.destroy();
  });

  it('images upload through the service presigned route and download from it', async () => {
    const a = await ourLogin(server.url, 'pic-a');
    const b = await ourLogin(server.url, 'pic-b');
    const got: Message[] = [];
    b.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => got.push(...(e.data as Message[])));
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    const file = new File([bytes], 'goal.png', { type: 'image/png' });
    await a.sendMessage(a.createImageMessage({ to: 'pic-b', conversationType: 'C2C', payload: { file } }));
    await until(() => got.length === 1, 5000, 'image message');
    const info = (got[0]!.payload.imageInfoArray as { url: string }[])[0]!;
    const res = await fetch(info.url);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    // The one-time address cannot be reused or forged.
    const forged = await fetch(`${info.url}?expires=9999999999&sign=00`, { method: 'PUT', body: 'x' });
    expect(forged.status).toBe(403);
    await a.destroy();
    await b.destroy();
  });

  it('mounts on an existing HTTP server under a path (for the sandbox), files included', async () => {
    let mounted: ImServer | null = null;
    // The host's handler offers each request to the chat service first.
    const http = createServer((req, res) => {
      if (mounted?.handleHttp(req, res)) return;
      res.end('sandbox');
    });
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', () => r()));
    mounted = await startImServer({
      dbPath: ':memory:',
      secretKey: SECRET,
      sdkAppId: APP_ID,
      server: http,
      path: '/im',
    });
    const base = `127.0.0.1:${(http.address() as AddressInfo).port}`;
    const client: ChatClient = await ourLogin(`ws://${base}/im`, 'mounted');
    expect(client.isReady()).toBe(true);
    expect(await (await fetch(`http://${base}/other`)).text()).toBe('sandbox');
    expect((await fetch(`http://${base}/im/files/none`)).status).toBe(404);
    await client.destroy();
    await mounted.close();
    await new Promise<void>((r) => http.close(() => r()));
  });
});
