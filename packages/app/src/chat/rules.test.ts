import { describe, expect, it } from 'vitest';
import { shopCardOn } from '../domain/user';
import {
  canMute,
  canRevoke,
  canSetRole,
  chatStatusState,
  chatSocketBase,
  retryDelay,
  chatTabOf,
  chatVipOf,
  type ConversationLike,
  conversationNameOf,
  conversationsOfTab,
  feedbackTypeOf,
  groupStorageKey,
  groupsWithoutName,
  groupVariantOf,
  isGroupProfileTip,
  isMuted,
  isReadByPeer,
  MUTE_DURATIONS,
  onlineStateOf,
  SLOW_MODES,
  sendRefusalOf,
  slowModeOf,
  slowModeWait,
  sortConversations,
  unreadTotal,
  vipBadgeLevel,
  avatarFramed,
} from './rules';

const conv = (over: Partial<ConversationLike>): ConversationLike => ({
  conversationID: 'C2C1',
  type: 'C2C',
  subType: '',
  unreadCount: 0,
  isPinned: false,
  messageRemindType: '',
  lastMessage: { lastTime: 0 },
  ...over,
});

describe('chat rules', () => {
  it('§4 chat list tabs: private, group, friends; anything else opens private', () => {
    expect(chatTabOf('group')).toBe('group');
    expect(chatTabOf('friends')).toBe('friends');
    expect(chatTabOf('nope')).toBe('private');
    expect(chatTabOf(null)).toBe('private');
  });

  it('§4 tabs: one-to-one conversations on private; groups on group, without live rooms and NOTIFY_ROOM', () => {
    const list = [
      conv({ conversationID: 'C2C7' }),
      conv({ conversationID: 'GROUPg1', type: 'GROUP', subType: 'Public' }),
      conv({ conversationID: 'GROUPlive_1', type: 'GROUP', subType: 'AVChatRoom' }),
      conv({ conversationID: 'GROUPNOTIFY_ROOM', type: 'GROUP', subType: 'ChatRoom' }),
    ];
    expect(conversationsOfTab(list, 'private').map((c) => c.conversationID)).toEqual(['C2C7']);
    expect(conversationsOfTab(list, 'group').map((c) => c.conversationID)).toEqual(['GROUPg1']);
    expect(conversationsOfTab(list, 'friends')).toEqual([]);
  });

  it('messaging §4 conversation order: pinned first, then by last message time, newest first', () => {
    const list = [
      conv({ conversationID: 'C2Ca', lastMessage: { lastTime: 30 } }),
      conv({ conversationID: 'C2Cb', lastMessage: { lastTime: 10 }, isPinned: true }),
      conv({ conversationID: 'C2Cc', lastMessage: { lastTime: 50 } }),
      conv({ conversationID: 'C2Cd', lastMessage: { lastTime: 20 }, isPinned: true }),
    ];
    expect(sortConversations(list).map((c) => c.conversationID)).toEqual(['C2Cd', 'C2Cb', 'C2Cc', 'C2Ca']);
  });

  it('messaging §4 total unread: not the system one, remind type unset or accept-and-notify, live rooms and NOTIFY_ROOM 0', () => {
    const list = [
      conv({ unreadCount: 2 }),
      conv({ unreadCount: 3, type: 'GROUP', messageRemindType: 'AcceptAndNotify' }),
      conv({ unreadCount: 5, type: 'GROUP', messageRemindType: 'AcceptNotNotify' }),
      conv({ unreadCount: 7, type: '@TIM#SYSTEM' }),
      conv({ unreadCount: 11, type: 'GROUP', subType: 'AVChatRoom' }),
      conv({ unreadCount: 13, type: 'GROUP', subType: 'ChatRoom', conversationID: 'GROUPNOTIFY_ROOM' }),
    ];
    expect(unreadTotal(list)).toBe(5);
  });

  it('§9 mute durations 3 days, 1 day, 1 hour, 10 min, none; slow mode 5, 10, 30, 60 s, none', () => {
    expect(MUTE_DURATIONS).toEqual([259200, 86400, 3600, 600, 0]);
    expect(SLOW_MODES).toEqual([5, 10, 30, 60, 0]);
  });

  it('§9 chat group storage prefixes CHATGROUP_NORMAL_ and CHATGROUP_ANCHORFANS_', () => {
    expect(groupStorageKey('normal', 'g1')).toBe('CHATGROUP_NORMAL_g1');
    expect(groupStorageKey('anchor', 'g1')).toBe('CHATGROUP_ANCHORFANS_g1');
  });

  it('§2 an anchor fan group opens on the /anchor/ variant of the group pages', () => {
    expect(groupVariantOf('fans_12')).toBe('anchor');
    expect(groupVariantOf('lobby')).toBe('normal');
    expect(groupVariantOf('@TGS#2ABC')).toBe('normal');
  });

  it('messaging §3 muteUntil: muted while the end (epoch seconds) is in the future', () => {
    expect(isMuted(1000, 999_000)).toBe(true);
    expect(isMuted(1000, 1_000_000)).toBe(false);
    expect(isMuted(0, 0)).toBe(false);
  });

  it('messaging §5, §6 roles: owners mute anyone but themselves; admins mute members; only owners set roles', () => {
    expect(canMute('Owner', 'Admin', false)).toBe(true);
    expect(canMute('Owner', 'Owner', true)).toBe(false);
    expect(canMute('Admin', 'Member', false)).toBe(true);
    expect(canMute('Admin', 'Admin', false)).toBe(false);
    expect(canMute('Member', 'Member', false)).toBe(false);
    expect(canSetRole('Owner', false)).toBe(true);
    expect(canSetRole('Owner', true)).toBe(false);
    expect(canSetRole('Admin', false)).toBe(false);
  });

  it('§9 slow mode rule: a member waits the interval after their last message; owner, admins and off never wait', () => {
    expect(slowModeWait('Member', 10, 100_000, 104_000)).toBe(6);
    expect(slowModeWait('Member', 10, 100_000, 110_000)).toBe(0);
    expect(slowModeWait('Admin', 10, 100_000, 104_000)).toBe(0);
    expect(slowModeWait('Owner', 60, 100_000, 101_000)).toBe(0);
    expect(slowModeWait('Member', 0, 100_000, 104_000)).toBe(0);
    expect(slowModeOf('30')).toBe(30);
    expect(slowModeOf('7')).toBe(0);
    expect(slowModeOf(undefined)).toBe(0);
    expect(sendRefusalOf({ code: 10023 })).toBe('slowMode');
    expect(sendRefusalOf({ code: 10017 })).toBe('muted');
    expect(sendRefusalOf({ code: 2800 })).toBeNull();
    expect(sendRefusalOf(null)).toBeNull();
  });

  it('messaging §5 profanity filter: a text the chat client blocked (3123) is told to the user as such', () => {
    expect(sendRefusalOf({ code: 3123 })).toBe('profanity');
    expect(sendRefusalOf({ code: 3122 })).toBeNull();
  });

  it('§4 online status labels: online, offline, not logged in', () => {
    expect(onlineStateOf(1, 100)).toBe('online');
    expect(onlineStateOf(0, 100)).toBe('offline');
    expect(onlineStateOf(0, 0)).toBe('notLoggedIn');
    expect(chatStatusState(1)).toBe('online');
    expect(chatStatusState(2)).toBe('offline');
    expect(chatStatusState(3)).toBe('notLoggedIn');
    expect(chatStatusState(0)).toBeNull();
  });

  it('messaging §4 peer read: an outgoing message at or before the peer read time is read', () => {
    expect(isReadByPeer({ flow: 'out', time: 10, isPeerRead: false }, 10)).toBe(true);
    expect(isReadByPeer({ flow: 'out', time: 11, isPeerRead: false }, 10)).toBe(false);
    expect(isReadByPeer({ flow: 'out', time: 11, isPeerRead: true }, 0)).toBe(true);
    expect(isReadByPeer({ flow: 'in', time: 1, isPeerRead: false }, 10)).toBe(false);
  });

  it('revoke: only my sent messages, not yet revoked, within 2 minutes', () => {
    const sent = { flow: 'out', status: 'success', isRevoked: false, time: 1000 };
    expect(canRevoke(sent, 1_100_000)).toBe(true);
    expect(canRevoke(sent, 1_121_000)).toBe(false);
    expect(canRevoke({ ...sent, flow: 'in' }, 1_000_000)).toBe(false);
    expect(canRevoke({ ...sent, status: 'fail' }, 1_000_000)).toBe(false);
    expect(canRevoke({ ...sent, isRevoked: true }, 1_000_000)).toBe(false);
  });

  it('report types of /c2c-feedback/:type: user or group', () => {
    expect(feedbackTypeOf('user')).toBe('user');
    expect(feedbackTypeOf('group')).toBe('group');
    expect(feedbackTypeOf('x')).toBeNull();
  });

  it('§4 VIP rule in chat: the badge shows vip_level while vip_date is in the future, from the platform-written profile field', () => {
    const nowMs = Date.UTC(2026, 10, 24);
    const field = (value: string) => [{ key: 'Tag_Profile_Custom_vip', value }];
    const vip = chatVipOf(field(JSON.stringify({ vip_level: 2, vip_date: nowMs / 1000 + 86400 })));
    expect(vip).toEqual({ vip_level: 2, vip_date: nowMs / 1000 + 86400, avatar_frame: 0, chat_effect: 0 });
    expect(vipBadgeLevel(vip, nowMs)).toBe(2);
    expect(vipBadgeLevel({ vip_level: 2, vip_date: nowMs / 1000 - 1 }, nowMs)).toBe(0);
    expect(vipBadgeLevel({ vip_level: 0, vip_date: nowMs / 1000 + 86400 }, nowMs)).toBe(0);
    expect(chatVipOf(field('{not json'))).toBeNull();
    expect(chatVipOf(field('{"vip_level":"x","vip_date":1}'))).toBeNull();
    expect(chatVipOf([{ key: 'Tag_Profile_Custom_other', value: '{}' }])).toBeNull();
    expect(vipBadgeLevel(null, nowMs)).toBe(0);
  });

  it('shop cards in chat (issue #32): the avatar frame and room line effect show until the ends the platform wrote', () => {
    const nowMs = Date.UTC(2026, 10, 24);
    const field = (value: object) => [{ key: 'Tag_Profile_Custom_vip', value: JSON.stringify(value) }];
    const marks = chatVipOf(
      field({ vip_level: 0, vip_date: 0, avatar_frame: nowMs / 1000 + 60, chat_effect: nowMs / 1000 - 1 }),
    );
    expect(shopCardOn(marks?.avatar_frame, nowMs)).toBe(true);
    expect(shopCardOn(marks?.chat_effect, nowMs)).toBe(false);
    expect(chatVipOf(field({ vip_level: 0, vip_date: 0, avatar_frame: 'x' }))?.avatar_frame).toBe(0);
    expect(shopCardOn(undefined, nowMs)).toBe(false);
  });

  it('a chat user’s avatar is framed in every list (chat rows, friends, group members) while their chat profile’s frame card runs (issue #32 leftover 5)', () => {
    const nowMs = Date.UTC(2026, 10, 24);
    const vip = (avatar_frame: number) => ({ vip_level: 0, vip_date: 0, avatar_frame, chat_effect: 0 });
    expect(avatarFramed(vip(nowMs / 1000 + 60), nowMs)).toBe(true);
    expect(avatarFramed(vip(nowMs / 1000 - 1), nowMs)).toBe(false);
    expect(avatarFramed(null, nowMs)).toBe(false);
  });
});

describe('conversation names', () => {
  const group = (id: string, name?: string) => ({
    conversationID: `GROUP${id}`,
    type: 'GROUP',
    groupProfile: { name },
  });
  it('a one-to-one peer: the nick of the conversation, else the fetched profile, else the user id', () => {
    const c2c = { conversationID: 'C2C42', type: 'C2C', userProfile: { nick: '' } };
    expect(conversationNameOf({ ...c2c, userProfile: { nick: 'Ana' } }, { nick: 'Bia' })).toBe('Ana');
    expect(conversationNameOf(c2c, { nick: 'Bia' })).toBe('Bia');
    expect(conversationNameOf(c2c, {})).toBe('42');
  });

  it('a group learnt from a push: its fetched name, and never its raw id while unknown', () => {
    expect(conversationNameOf(group('@TGS#2ABC', '球迷大厅'), { groupName: 'other' })).toBe('球迷大厅');
    expect(conversationNameOf(group('@TGS#2ABC'), { groupName: '周末球局' })).toBe('周末球局');
    expect(conversationNameOf(group('@TGS#2ABC'), {})).toBe('');
    expect(conversationNameOf({ conversationID: 'GROUP@TGS#2ABC', type: 'GROUP', groupProfile: null }, {})).toBe('');
  });

  it('fetches the profile of each nameless group once', () => {
    const list = [group('@TGS#1', 'named'), group('@TGS#2'), group('@TGS#3'), { conversationID: 'C2C7', type: 'C2C' }];
    expect(groupsWithoutName(list, new Set())).toEqual(['@TGS#2', '@TGS#3']);
    expect(groupsWithoutName(list, new Set(['@TGS#2']))).toEqual(['@TGS#3']);
  });
});

describe('group profile tips', () => {
  it('messaging group tips, operation 6 (group profile modified): only of this group', () => {
    const tip = { type: 'TIMGroupTipElem', to: 'g1', payload: { operationType: 6 } };
    expect(isGroupProfileTip(tip, 'g1')).toBe(true);
    expect(isGroupProfileTip(tip, 'g2')).toBe(false);
    expect(isGroupProfileTip({ ...tip, payload: { operationType: 1 } }, 'g1')).toBe(false);
    expect(isGroupProfileTip({ type: 'TIMTextElem', to: 'g1', payload: { operationType: 6 } }, 'g1')).toBe(false);
    expect(isGroupProfileTip({ type: 'TIMGroupTipElem', to: 'g1', payload: null }, 'g1')).toBe(false);
  });
});

describe('issue #29 the chat socket base', () => {
  const page = { protocol: 'https:', host: 'm.pq8.tv' };
  it('a path is the page origin (the local chat service): wss on https, ws on http', () => {
    expect(chatSocketBase('/im', page)).toBe('wss://m.pq8.tv/im');
    expect(chatSocketBase('/im', { protocol: 'http:', host: '127.0.0.1:4173' })).toBe('ws://127.0.0.1:4173/im');
  });
  it("a brand's proxy is used as it is; none leaves the cloud's hosts to the client", () => {
    expect(chatSocketBase('wss://chat.example.com/im', page)).toBe('wss://chat.example.com/im');
    expect(chatSocketBase(undefined, page)).toBeUndefined();
  });
});

describe('issue #29 a failed chat login or room join is tried again', () => {
  it('after 2 s, 5 s, 15 s, then every 30 s', () => {
    expect([0, 1, 2, 3, 4, 50].map(retryDelay)).toEqual([2_000, 5_000, 15_000, 30_000, 30_000, 30_000]);
  });
});
