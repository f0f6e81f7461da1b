import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Emitter } from '../src/emitter.ts';
import type { ModuleContext } from '../src/modules/context.ts';
import { FRIEND_CACHE_MS, RelationModule } from '../src/modules/relation/relation.ts';
import type { Body } from '../src/transport/frames.ts';
import { EVENT } from '../src/types.ts';

/** A relation module on a scripted service: counts requests and public events. */
function setup(): { relation: RelationModule; internal: Emitter; requests: string[]; events: string[] } {
  const internal = new Emitter();
  const requests: string[] = [];
  const events: string[] = [];
  const answers: Record<string, Body> = {
    'sns.friend_get': {
      UserDataItem: [{ To_Account: 'bob', ValueItem: [{ Tag: 'Tag_SNS_IM_Remark', Value: 'B' }] }],
      CompleteFlag: 1,
    },
    'sns.group_get': { ResultItem: [] },
    'sns.pendency_get': {
      PendencyItem: [{ To_Account: 'carol', PendencyType: 'Pendency_Type_ComeIn', AddTime: 1 }],
      UnreadPendencyCount: 2,
      CompleteFlag: 1,
    },
  };
  const ctx: ModuleContext = {
    request: async (servcmd) => {
      requests.push(servcmd);
      return answers[servcmd] ?? {};
    },
    me: () => 'alice',
    emit: (name) => events.push(name),
    gate: () => undefined,
    log: () => undefined,
    internal,
  };
  return { relation: new RelationModule(ctx), internal, requests, events };
}

describe('relation cache and event throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('§5 the friend list is fetched once and trusted for 3 minutes', async () => {
    const { relation, requests } = setup();
    expect((await relation.getFriendList()).data.map((f) => f.remark)).toEqual(['B']);
    await relation.getFriendList();
    vi.setSystemTime(Date.now() + FRIEND_CACHE_MS - 1000);
    await relation.getFriendList();
    expect(requests.filter((r) => r === 'sns.friend_get')).toHaveLength(1);
    vi.setSystemTime(Date.now() + 1000);
    await relation.getFriendList();
    expect(requests.filter((r) => r === 'sns.friend_get')).toHaveLength(2);
  });

  it('§4 a burst of relation pushes raises the friend list event at most once a second', async () => {
    const { internal, events } = setup();
    for (let i = 0; i < 20; i++) internal.emit('FriendListMod', { PushType: 1, FriendAdd_Account: [`u${i}`] });
    await vi.advanceTimersByTimeAsync(0);
    expect(events.filter((e) => e === EVENT.FRIEND_LIST_UPDATED)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(events.filter((e) => e === EVENT.FRIEND_LIST_UPDATED)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(events.filter((e) => e === EVENT.FRIEND_LIST_UPDATED)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(events.filter((e) => e === EVENT.FRIEND_LIST_UPDATED)).toHaveLength(2);
  });

  it('§4 a pushed friend deletion (type 2) leaves the held list and is told, without a fetch, as the official SDK', async () => {
    const { relation, internal, requests, events } = setup();
    expect((await relation.getFriendList()).data.map((f) => f.userID)).toEqual(['bob']);
    internal.emit('FriendListMod', { PushType: 2, FriendDel_Account: ['bob'] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(events).toContain(EVENT.FRIEND_LIST_UPDATED);
    expect((await relation.getFriendList()).data).toEqual([]);
    expect(requests.filter((r) => r === 'sns.friend_get')).toHaveLength(1);
  });

  it('§4 a pushed friend request (type 3) joins the list after the others, unread if sent to me, without a fetch; read as the official SDK reads the push: the other side in PendencyAdd_Account or Peer_Account, nick and avatar in ProfileImNick and ProfileImImage, sent by me when From_Account is me', async () => {
    const { relation, internal, requests } = setup();
    await relation.getFriendApplicationList();
    const comeIn = { PendencyAdd_Account: 'dave', ProfileImNick: 'Dave', ProfileImImage: 'd.png', AddWording: 'hi' };
    internal.emit('FriendListMod', { PushType: 3, From_Account: 'dave', PendencyAdd: [comeIn] });
    internal.emit('FriendListMod', { PushType: 3, From_Account: 'alice', PendencyAdd: [{ Peer_Account: 'erin' }] });
    // The same request pushed again replaces the one held, in place, and is not counted twice.
    internal.emit('FriendListMod', {
      PushType: 3,
      From_Account: 'dave',
      PendencyAdd: [{ ...comeIn, AddWording: 'again' }],
    });
    const after = (await relation.getFriendApplicationList()).data;
    expect(after.friendApplicationList.map((a) => [a.userID, a.type, a.wording, a.nick, a.avatar])).toEqual([
      ['carol', 'Pendency_Type_ComeIn', '', '', ''],
      ['dave', 'Pendency_Type_ComeIn', 'again', 'Dave', 'd.png'],
      ['erin', 'Pendency_Type_SendOut', '', '', ''],
    ]);
    expect(after.unreadCount).toBe(3);
    expect(requests.filter((r) => r === 'sns.pendency_get')).toHaveLength(1);
  });

  it('§4 the requests-read push (type 7) sets unread to 0', async () => {
    const { relation, internal, requests } = setup();
    expect((await relation.getFriendApplicationList()).data.unreadCount).toBe(2);
    internal.emit('FriendListMod', { PushType: 7 });
    const after = (await relation.getFriendApplicationList()).data;
    expect(after.unreadCount).toBe(0);
    expect(after.friendApplicationList).toHaveLength(1);
    expect(requests.filter((r) => r === 'sns.pendency_get')).toHaveLength(1);
  });
});
