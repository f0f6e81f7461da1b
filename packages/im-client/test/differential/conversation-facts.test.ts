import { describe, expect, it } from 'vitest';
import TIM, { type ChatClient, type Conversation, type Message } from '../../src/index.ts';
import { until } from '../support/server.ts';
import { factsServer } from './facts-setup.ts';
import { type Frame, plain } from './harness.ts';

// The Conversation differences the differential harness found (issue #29), one test each, named after what the
// official SDK (tim-js-sdk 2.27.6) shows that our client now shows too: a conversation's fields, its last message,
// its profile, what is listed and what the conversation calls resolve.
const { login, recorded } = factsServer();

const say = (from: ChatClient, to: string, conversationType: 'C2C' | 'GROUP', text: string) =>
  from.sendMessage(from.createTextMessage({ to, conversationType, payload: { text } }));

const listed = async (client: ChatClient, id: string) =>
  ((await client.getConversationList()).data.conversationList as Conversation[]).find((c) => c.conversationID === id);

/** The official Conversation's own fields (its subType and toAccount are accessors, not fields). */
const CONVERSATION_FIELDS = [
  'conversationGroupList',
  'conversationID',
  'customData',
  'groupAtInfoList',
  'isPinned',
  'lastMessage',
  'markList',
  'messageRemindType',
  'peerReadTime',
  'remark',
  'type',
  'unreadCount',
];
/** The last message the official SDK makes of a message object. */
const LAST_MESSAGE_FIELDS = [
  'cloudCustomData',
  'fromAccount',
  'isPeerRead',
  'isRevoked',
  'lastSequence',
  'lastTime',
  'messageForShow',
  'nameCard',
  'nick',
  'onlineOnlyFlag',
  'payload',
  'revoker',
  'type',
  'version',
];

describe('conversation facts of the official SDK (issue #29, found by the differential harness)', () => {
  it("a conversation has the official Conversation's fields (markList, customData and conversationGroupList from the start), its subType read from its group and no own field, and a last message with onlineOnlyFlag, nick, nameCard, version, isPeerRead and revoker", async () => {
    const me = await login('cf-shape-me');
    const peer = await login('cf-shape-peer');
    await say(peer, 'cf-shape-me', 'C2C', 'hi');
    await until(async () => (await listed(me, 'C2Ccf-shape-peer')) !== undefined);
    const conv = (await listed(me, 'C2Ccf-shape-peer')) as Conversation;
    const fields = plain(conv) as Record<string, unknown>;
    expect(Object.keys(fields).sort()).toEqual([...CONVERSATION_FIELDS, 'userProfile'].sort());
    expect(fields).toMatchObject({ markList: [], customData: '', conversationGroupList: [] });
    expect(conv.subType).toBe('');
    expect(Object.keys(conv.lastMessage).sort()).toEqual(LAST_MESSAGE_FIELDS);
    expect(conv.lastMessage).toMatchObject({ onlineOnlyFlag: false, version: 0, isPeerRead: false, revoker: null });
  });

  it("a listed one-to-one last message says whether the peer read it (version 0); a listed group one names its sender's nick and name card and has neither version nor isPeerRead", async () => {
    const peer = await login('cf-sync-peer');
    await peer.createGroup({
      type: 'Public',
      name: 'sync',
      groupID: 'cf-sync',
      memberList: [{ userID: 'cf-sync-me' }],
    });
    await peer.updateMyProfile({ nick: 'Sy' });
    await peer.setGroupMemberNameCard({ groupID: 'cf-sync', nameCard: 'card' });
    await say(peer, 'cf-sync-me', 'C2C', 'one');
    await say(peer, 'cf-sync', 'GROUP', 'two');
    // Logged in after the messages: both conversations come from the service's list.
    const me = await login('cf-sync-me');
    const c2c = (await listed(me, 'C2Ccf-sync-peer')) as Conversation;
    expect(Object.keys(c2c.lastMessage).sort()).toEqual(LAST_MESSAGE_FIELDS);
    expect(c2c.lastMessage).toMatchObject({ isPeerRead: false, version: 0, nick: '', nameCard: '' });
    const group = (await listed(me, 'GROUPcf-sync')) as Conversation;
    expect(Object.keys(group.lastMessage).sort()).toEqual(
      LAST_MESSAGE_FIELDS.filter((k) => k !== 'version' && k !== 'isPeerRead'),
    );
    // The service names the sender's nick and card beside the last message (MsgGroupFromNickName, ...CardName).
    expect(group.lastMessage).toMatchObject({ nick: 'Sy', nameCard: 'card' });
    expect(group.subType).toBe('Public');
  });

  it("a one-to-one conversation's userProfile is a whole profile with the official Profile's defaults", async () => {
    const me = await login('cf-profile-me');
    const peer = await login('cf-profile-peer');
    await say(peer, 'cf-profile-me', 'C2C', 'hi');
    await until(async () => (await listed(me, 'C2Ccf-profile-peer')) !== undefined);
    const conv = (await listed(me, 'C2Ccf-profile-peer')) as Conversation;
    expect(conv.userProfile).toEqual({
      userID: 'cf-profile-peer',
      nick: '',
      avatar: '',
      gender: '',
      selfSignature: '',
      allowType: 'AllowType_Type_AllowAny',
      birthday: 0,
      location: '',
      language: 0,
      messageSettings: 0,
      adminForbidType: 'AdminForbid_Type_None',
      level: 0,
      role: 0,
      profileCustomField: [],
      lastUpdatedTime: 0,
    });
  });

  it("a group conversation's groupProfile is the group as the group list holds it", async () => {
    const peer = await login('cf-group-peer');
    await peer.createGroup({
      type: 'Private',
      name: 'gp',
      groupID: 'cf-group',
      memberList: [{ userID: 'cf-group-me' }],
    });
    await say(peer, 'cf-group', 'GROUP', 'hi');
    const me = await login('cf-group-me');
    const group = (await me.getGroupList()).data.groupList.find((g) => g.groupID === 'cf-group');
    const conv = (await listed(me, 'GROUPcf-group')) as Conversation;
    expect(plain(conv.groupProfile)).toEqual(plain(group));
    expect(conv.subType).toBe('Private');
  });

  it("messageForShow is the official SDK's text for each kind ('[自定义消息]' for a custom message, the text of a text message), and a revoked last message keeps it", async () => {
    const me = await login('cf-show-me');
    const peer = await login('cf-show-peer');
    await peer.sendMessage(
      peer.createCustomMessage({ to: 'cf-show-me', conversationType: 'C2C', payload: { data: 'd' } }),
    );
    await until(async () => (await listed(me, 'C2Ccf-show-peer'))?.lastMessage.messageForShow === '[自定义消息]');
    const sent = (await say(peer, 'cf-show-me', 'C2C', 'taken back')).data.message;
    await until(async () => (await listed(me, 'C2Ccf-show-peer'))?.lastMessage.messageForShow === 'taken back');
    await peer.revokeMessage(sent);
    await until(async () => (await listed(me, 'C2Ccf-show-peer'))?.lastMessage.isRevoked === true);
    expect((await listed(me, 'C2Ccf-show-peer'))?.lastMessage.messageForShow).toBe('taken back');
  });

  it("quitGroup and a dismissal keep the group's conversation in the list (official deleteLocalGroupAndConversation deletes a joined live room's only)", async () => {
    const peer = await login('cf-quit-peer');
    await peer.createGroup({ type: 'Private', name: 'q', groupID: 'cf-quit', memberList: [{ userID: 'cf-quit-me' }] });
    await say(peer, 'cf-quit', 'GROUP', 'hi');
    const me = await login('cf-quit-me');
    await until(async () => (await listed(me, 'GROUPcf-quit')) !== undefined);
    await me.quitGroup('cf-quit');
    expect((await me.getGroupList()).data.groupList.map((g) => g.groupID)).not.toContain('cf-quit');
    expect(await listed(me, 'GROUPcf-quit')).toBeDefined();
    await me.createGroup({ type: 'Public', name: 'd', groupID: 'cf-gone', memberList: [{ userID: 'cf-quit-peer' }] });
    await say(peer, 'cf-gone', 'GROUP', 'hi');
    await until(async () => (await listed(me, 'GROUPcf-gone')) !== undefined);
    await me.dismissGroup('cf-gone');
    expect(await listed(me, 'GROUPcf-gone')).toBeDefined();
  });

  it("getJoinedCommunityList gives each group conversation its group's messageRemindType (official patchGroupMessageRemindType after every group list fetch)", async () => {
    const me = await login('cf-remind-me');
    const peer = await login('cf-remind-peer');
    await me.createGroup({
      type: 'Public',
      name: 'r',
      groupID: 'cf-remind',
      memberList: [{ userID: 'cf-remind-peer' }],
    });
    await say(peer, 'cf-remind', 'GROUP', 'hi');
    await until(async () => (await listed(me, 'GROUPcf-remind')) !== undefined);
    expect((await listed(me, 'GROUPcf-remind'))?.messageRemindType).toBe('');
    await me.getJoinedCommunityList();
    expect((await listed(me, 'GROUPcf-remind'))?.messageRemindType).toBe('AcceptAndNotify');
  });

  it("a group conversation's groupProfile has no messageRemindType after login and gets the joined list's after getGroupList (the official Group copies only its own fields when made)", async () => {
    const peer = await login('cf-flag-peer');
    await peer.createGroup({ type: 'Public', name: 'f', groupID: 'cf-flag', memberList: [{ userID: 'cf-flag-me' }] });
    await say(peer, 'cf-flag', 'GROUP', 'hi');
    const me = await login('cf-flag-me');
    expect(plain((await listed(me, 'GROUPcf-flag'))?.groupProfile)).not.toHaveProperty('messageRemindType');
    await me.getGroupList();
    expect((await listed(me, 'GROUPcf-flag'))?.groupProfile).toMatchObject({ messageRemindType: 'AcceptAndNotify' });
  });

  it('a live room joined without a message in it is not listed', async () => {
    const owner = await login('cf-live-owner');
    await owner.createGroup({ type: 'AVChatRoom', name: 'live', groupID: 'cf-live' });
    const me = await login('cf-live-me');
    await me.joinGroup({ groupID: 'cf-live' });
    expect(await listed(me, 'GROUPcf-live')).toBeUndefined();
  });

  it('deleteConversation resolves {conversationID} when given one ID, {conversationIDList} when given a list', async () => {
    const me = await login('cf-delete-me');
    const peer = await login('cf-delete-peer');
    const other = await login('cf-delete-other');
    await say(peer, 'cf-delete-me', 'C2C', 'a');
    await say(other, 'cf-delete-me', 'C2C', 'b');
    await until(async () => (await listed(me, 'C2Ccf-delete-other')) !== undefined);
    expect((await me.deleteConversation('C2Ccf-delete-peer')).data).toEqual({ conversationID: 'C2Ccf-delete-peer' });
    const list = await me.deleteConversation({ conversationIDList: ['C2Ccf-delete-other'] });
    expect(list.data).toEqual({ conversationIDList: ['C2Ccf-delete-other'] });
  });

  it("deleteConversation of a group this user left deletes it locally only, as the official SDK's rmLocalOnlyConversationList: nothing sent (no batch_delete), resolves {conversationID}", async () => {
    const peer = await login('cf-left-peer');
    await peer.createGroup({
      type: 'Public',
      name: 'left',
      groupID: 'cf-left',
      memberList: [{ userID: 'cf-left-me' }],
    });
    await say(peer, 'cf-left', 'GROUP', 'hi');
    const frames: Frame[] = [];
    const { client: me } = await recorded('cf-left-me', frames);
    await until(async () => (await listed(me, 'GROUPcf-left')) !== undefined);
    await me.quitGroup('cf-left');
    const from = frames.length;
    expect((await me.deleteConversation('GROUPcf-left')).data).toEqual({ conversationID: 'GROUPcf-left' });
    expect(frames.slice(from).map((f) => f.servcmd)).toEqual([]);
    expect(await listed(me, 'GROUPcf-left')).toBeUndefined();
  });

  it('renameConversationGroup and deleteConversationGroup resolve nothing', async () => {
    const me = await login('cf-folder-me');
    const peer = await login('cf-folder-peer');
    await say(peer, 'cf-folder-me', 'C2C', 'x');
    await until(async () => (await listed(me, 'C2Ccf-folder-peer')) !== undefined);
    await me.createConversationGroup({ groupName: 'f', conversationIDList: ['C2Ccf-folder-peer'] });
    expect(await me.renameConversationGroup({ oldName: 'f', newName: 'g' })).toBeUndefined();
    expect(await me.deleteConversationGroup('g')).toBeUndefined();
  });

  it("getConversationProfile of a one-to-one conversation fetches its peer's profile the first time (profile.portrait_get_all), as the official SDK", async () => {
    const frames: Frame[] = [];
    const { client: me } = await recorded('cf-ask-me', frames);
    const peer = await login('cf-ask-peer');
    await peer.updateMyProfile({ nick: 'Ask' });
    await say(peer, 'cf-ask-me', 'C2C', 'x');
    await until(async () => (await listed(me, 'C2Ccf-ask-peer')) !== undefined);
    const from = frames.length;
    const conv = (await me.getConversationProfile('C2Ccf-ask-peer')).data.conversation;
    await me.getConversationProfile('C2Ccf-ask-peer');
    const asked = frames.slice(from).filter((f) => f.servcmd === 'profile.portrait_get_all');
    expect(asked.map((f) => f.body)).toEqual([
      {
        From_Account: 'cf-ask-me',
        UserItem: [{ To_Account: 'cf-ask-peer', StandardSequence: 0, CustomSequence: 0 }],
      },
    ]);
    expect(conv.userProfile?.nick).toBe('Ask');
  });
  it("a one-to-one conversation keeps a former friend's remark when the friend is deleted (the official SDK patches friends' remarks only)", async () => {
    const me = await login('cf-remark-me');
    const peer = await login('cf-remark-peer');
    await peer.addFriend({ to: 'cf-remark-me', source: 'AddSource_Type_Web' });
    await me.acceptFriendApplication({ userID: 'cf-remark-peer', remark: 'pal', type: 'Response_Action_AgreeAndAdd' });
    await say(peer, 'cf-remark-me', 'C2C', 'hi');
    await until(async () => (await listed(me, 'C2Ccf-remark-peer'))?.remark === 'pal');
    await me.deleteFriend({ userIDList: ['cf-remark-peer'], type: 'Delete_Type_Both' });
    await until(async () => (await me.getFriendList()).data.length === 0);
    expect((await listed(me, 'C2Ccf-remark-peer'))?.remark).toBe('pal');
  });

  it('§4 system notices: a group system notice is a message of the @TIM#SYSTEM conversation, listed with its unread count (left out of the total), read from memory by getMessageList, read locally, never deleted one by one (2116), and deleted at the service with the conversation (openim.deletemsg)', async () => {
    const frames: Frame[] = [];
    const { client: me } = await recorded('cf-sys-me', frames);
    const applicant = await login('cf-sys-app');
    await me.createGroup({ type: 'Public', name: 'asked', groupID: 'cf-sys', joinOption: 'NeedPermission' });
    const received: Message[] = [];
    me.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => received.push(...(e.data as Message[])));
    await applicant.joinGroup({ groupID: 'cf-sys', applyMessage: 'let me in' });
    await until(async () => (await listed(me, '@TIM#SYSTEM'))?.unreadCount === 1);
    const conv = (await listed(me, '@TIM#SYSTEM')) as Conversation;
    expect(Object.keys(plain(conv) as object).sort()).toEqual(CONVERSATION_FIELDS);
    expect(conv).toMatchObject({ type: '@TIM#SYSTEM', lastMessage: { messageForShow: '[群系统通知]' } });
    expect(me.getTotalUnreadMessageCount()).toBe(0);
    const notice = received.find((m) => m.conversationID === '@TIM#SYSTEM') as Message;
    expect(notice).toMatchObject({ isSystemMessage: true, to: 'cf-sys', isRead: false });
    expect(Object.keys(notice.payload).sort()).toEqual([
      'authentication',
      'groupProfile',
      'handleMessage',
      'messageKey',
      'operationType',
      'operatorID',
    ]);
    expect(notice.payload).toMatchObject({ operationType: 1, operatorID: 'cf-sys-app', handleMessage: 'let me in' });
    expect(notice.payload.groupProfile).toEqual({ groupID: 'cf-sys' });

    const from = frames.length;
    const page = (await me.getMessageList({ conversationID: '@TIM#SYSTEM' })).data;
    expect(page).toEqual({ messageList: [notice], nextReqMessageID: '', isCompleted: true });
    await me.setMessageRead({ conversationID: '@TIM#SYSTEM' });
    expect((await listed(me, '@TIM#SYSTEM'))?.unreadCount).toBe(0);
    await expect(me.deleteMessage([notice])).rejects.toMatchObject({ code: 2116 });
    expect(frames.slice(from)).toEqual([]);

    expect((await me.deleteConversation('@TIM#SYSTEM')).data).toEqual({ conversationID: '@TIM#SYSTEM' });
    await until(() => frames.length > from);
    expect(frames.slice(from)).toEqual([
      {
        servcmd: 'openim.deletemsg',
        body: {
          DelMsgList: [{ From_Account: '@TIM#SYSTEM', MsgSeq: notice.clientSequence, MsgRandom: notice.random }],
        },
      },
    ]);
    expect(await listed(me, '@TIM#SYSTEM')).toBeUndefined();
  });

  it("§4 peer read time: after a one-to-one history page our messages up to the peer's read time are peer-read, the last message too; the time is the conversation list's, asked of the service (openim.get_peer_read_time) only while it is none", async () => {
    const me = await login('cf-pr-me');
    const peer = await login('cf-pr-peer');
    await say(me, 'cf-pr-peer', 'C2C', 'one');
    await say(me, 'cf-pr-peer', 'C2C', 'two');
    await until(async () => (await listed(peer, 'C2Ccf-pr-me')) !== undefined);
    await peer.setMessageRead({ conversationID: 'C2Ccf-pr-me' });
    // Another device of mine (the first is let go) reads the history from the service.
    const frames: Frame[] = [];
    const { client: again } = await recorded('cf-pr-me', frames);
    const read: Message[] = [];
    again.on(TIM.EVENT.MESSAGE_READ_BY_PEER, (e) => read.push(...(e.data as Message[])));
    const page = (await again.getMessageList({ conversationID: 'C2Ccf-pr-peer' })).data.messageList as Message[];
    await until(() => read.length === 2);
    expect(page.map((m) => m.isPeerRead)).toEqual([true, true]);
    expect((await listed(again, 'C2Ccf-pr-peer'))?.lastMessage.isPeerRead).toBe(true);
    expect(frames.filter((f) => f.servcmd === 'openim.get_peer_read_time')).toEqual([]);

    // A peer who never read: the time is asked of the service, and nothing is peer-read.
    const silent = await login('cf-pr-silent');
    await say(again, 'cf-pr-silent', 'C2C', 'hello?');
    await again.getMessageList({ conversationID: 'C2Ccf-pr-silent' });
    // Asked when the sent message started the conversation, and again by the page (the answer was none).
    await until(() => frames.filter((f) => f.servcmd === 'openim.get_peer_read_time').length >= 2);
    expect(frames.filter((f) => f.servcmd === 'openim.get_peer_read_time').map((f) => f.body)).toEqual([
      { To_Account: ['cf-pr-silent'] },
      { To_Account: ['cf-pr-silent'] },
    ]);
    void silent;
  });

  it('a read receipt (C2cReadedReceipt) marks our messages peer-read but leaves conversation.peerReadTime as the conversation list gave it (official onC2CMessageReadNotice keeps the time for history pages only)', async () => {
    const me = await login('cf-receipt-me');
    const peer = await login('cf-receipt-peer');
    const message = me.createTextMessage({ to: 'cf-receipt-peer', conversationType: 'C2C', payload: { text: 'x' } });
    await me.sendMessage(message);
    await until(async () => (await peer.getConversationList()).data.conversationList.length > 0);
    await peer.setMessageRead({ conversationID: 'C2Ccf-receipt-me' });
    await until(() => message.isPeerRead, 8000, 'the receipt');
    const conv = (await me.getConversationProfile('C2Ccf-receipt-peer')).data.conversation as Conversation;
    expect(conv.peerReadTime).toBe(0);
    expect(conv.lastMessage.isPeerRead).toBe(true);
  });

  it("a one-to-one conversation a message starts (sent or pushed) asks the peer's read time at once (official _getC2CPeerReadTime)", async () => {
    const { client: me, frames } = await recorded('cf-askread-me');
    const peer = await login('cf-askread-peer');
    await say(me, 'cf-askread-new', 'C2C', 'first');
    await say(peer, 'cf-askread-me', 'C2C', 'hello');
    const asked = () => frames.filter((f) => f.servcmd === 'openim.get_peer_read_time').map((f) => f.body.To_Account);
    await until(() => asked().length >= 2, 8000, 'both asks');
    expect(asked()).toEqual([['cf-askread-new'], ['cf-askread-peer']]);
    // A message in a conversation already there asks nothing more.
    await say(peer, 'cf-askread-me', 'C2C', 'again');
    await new Promise((r) => setTimeout(r, 300));
    expect(asked()).toHaveLength(2);
  });
});
