import { describe, expect, it } from 'vitest';
import TIM, { type ChatClient } from '../../src/index.ts';
import { factsServer } from './facts-setup.ts';
import { type Frame, plain } from './harness.ts';
import { OtherDevice } from '../support/other-device.ts';

// The relation-chain and profile differences the differential harness found (issue #29), one test each, named
// after what the official SDK (tim-js-sdk 2.27.6) sends or resolves that our client now does too.
const { login, recorded, url } = factsServer();

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The commands of the frames sent since `from`, once what the pushes set off has gone out. */
async function sentSince(frames: Frame[], from: number): Promise<string[]> {
  await pause(150);
  return frames
    .slice(from)
    .map((f) => f.servcmd)
    .sort();
}

/** `me` (recorded) with `peer` as a friend through an accepted request, `peer`'s remark 'p'. */
async function friends(me: string, peer: string): Promise<{ client: ChatClient; frames: Frame[]; from: number }> {
  const { client, frames } = await recorded(me);
  await (await login(peer)).addFriend({ to: me, source: 'AddSource_Type_Web', wording: 'hi' });
  await pause(150);
  const from = frames.length;
  await client.acceptFriendApplication({ userID: peer, remark: 'p' });
  return { client, frames, from };
}

describe('relation and profile facts of the official SDK (issue #29, found by the differential harness)', () => {
  it('§4 friend requests, friend groups and the blacklist are loaded at login and then kept from pushes: getFriendApplicationList, getFriendGroupList and getBlacklist send nothing', async () => {
    await (await login('rx-load-peer')).addFriend({ to: 'rx-load-me', source: 'AddSource_Type_Web', wording: 'hi' });
    const { client, frames } = await recorded('rx-load-me');
    expect(await sentSince(frames, 0)).toEqual(
      expect.arrayContaining(['sns.black_list_get', 'sns.friend_get', 'sns.group_get', 'sns.pendency_get']),
    );
    const from = frames.length;
    const { friendApplicationList } = (await client.getFriendApplicationList()).data;
    expect((await client.getFriendGroupList()).data).toEqual([]);
    expect((await client.getBlacklist()).data).toEqual([]);
    expect(await sentSince(frames, from)).toEqual([]);
    expect(friendApplicationList.map((a) => [a.userID, a.type, a.wording])).toEqual([
      ['rx-load-peer', 'Pendency_Type_ComeIn', 'hi'],
    ]);
  });

  it('§4 accepting a request: the pushed new friend is fetched on its own (friend_get_specified) and the requests again at once, once per push (friend added, request deleted); no friend list fetch', async () => {
    const { frames, from } = await friends('rx-accept-me', 'rx-accept-peer');
    expect(await sentSince(frames, from)).toEqual([
      'sns.friend_get_specified',
      'sns.friend_response',
      'sns.pendency_get',
      'sns.pendency_get',
    ]);
  });

  it('§9 getFriendProfile answers a friend fetched in the last 3 minutes as held, without a frame, as the official Friend: a full profile and the fetch time (timestamp), no wording', async () => {
    const { client, frames } = await friends('rx-profile-me', 'rx-profile-peer');
    await pause(150);
    const from = frames.length;
    const { friendList, failureUserIDList } = (await client.getFriendProfile({ userIDList: ['rx-profile-peer'] })).data;
    expect(await sentSince(frames, from)).toEqual([]);
    expect(failureUserIDList).toEqual([]);
    const friend = plain(friendList[0]) as Record<string, unknown>;
    expect(Object.keys(friend).sort()).toEqual(
      ['addTime', 'friendCustomField', 'groupList', 'profile', 'remark', 'source', 'timestamp', 'userID'].sort(),
    );
    expect(friend).toMatchObject({ userID: 'rx-profile-peer', remark: 'p', timestamp: expect.any(Number) });
    expect(friend.profile).toMatchObject({
      userID: 'rx-profile-peer',
      allowType: 'AllowType_Type_AllowAny',
      adminForbidType: 'AdminForbid_Type_None',
      lastUpdatedTime: 0,
    });
  });

  it('§5 updateFriend sends only sns.friend_update and resolves the held friend with the new remark and custom field', async () => {
    const { client, frames } = await friends('rx-update-me', 'rx-update-peer');
    await pause(150);
    const from = frames.length;
    const updated = (
      await client.updateFriend({
        userID: 'rx-update-peer',
        remark: 'pal',
        friendCustomField: [{ key: 'Tag_SNS_Custom_Note', value: 'n' }],
      })
    ).data;
    expect(await sentSince(frames, from)).toEqual(['sns.friend_update']);
    expect(updated).toMatchObject({
      remark: 'pal',
      friendCustomField: [{ key: 'Tag_SNS_Custom_Note', value: 'n' }],
    });
    expect((await client.getFriendList()).data[0]).toBe(updated);
  });

  it('§5 friend groups are kept here: createFriendGroup, removeFromFriendGroup and renameFriendGroup send only their command and resolve the group as changed; the friend lists its groups', async () => {
    const { client, frames } = await friends('rx-group-me', 'rx-group-peer');
    await pause(150);
    let from = frames.length;
    const created = (await client.createFriendGroup({ name: 'fg', userIDList: ['rx-group-peer'] })).data;
    expect(await sentSince(frames, from)).toEqual(['sns.group_add']);
    expect(created).toEqual({
      friendGroup: { name: 'fg', userIDList: ['rx-group-peer'], count: 1 },
      failureUserIDList: [],
    });
    from = frames.length;
    const renamed = (await client.renameFriendGroup({ oldName: 'fg', newName: 'fg2' })).data;
    expect(await sentSince(frames, from)).toEqual(['sns.group_update']);
    expect(renamed).toEqual({ name: 'fg2', userIDList: ['rx-group-peer'], count: 1 });
    expect((await client.getFriendList()).data[0]?.groupList).toEqual(['fg2']);
    from = frames.length;
    const removed = (await client.removeFromFriendGroup({ name: 'fg2', userIDList: ['rx-group-peer'] })).data;
    expect(await sentSince(frames, from)).toEqual(['sns.group_update']);
    expect(removed.friendGroup).toEqual({ name: 'fg2', userIDList: [], count: 0 });
    expect((await client.getFriendList()).data[0]?.groupList).toEqual([]);
    expect((await client.getFriendGroupList()).data).toEqual([removed.friendGroup]);
  });

  it('§7 addToBlacklist and removeFromBlacklist resolve the blacklist after the change; the requests a block ends are fetched again at once', async () => {
    const { client, frames } = await recorded('rx-black-me');
    await (await login('rx-black-a')).addFriend({ to: 'rx-black-me', source: 'AddSource_Type_Web' });
    await pause(150);
    let from = frames.length;
    expect((await client.addToBlacklist({ userIDList: ['rx-black-a'] })).data).toEqual(['rx-black-a']);
    expect(await sentSince(frames, from)).toEqual(['sns.black_list_add', 'sns.pendency_get']);
    expect((await client.getFriendApplicationList()).data.friendApplicationList).toEqual([]);
    expect((await client.addToBlacklist({ userIDList: ['rx-black-b'] })).data).toEqual(['rx-black-a', 'rx-black-b']);
    from = frames.length;
    expect((await client.removeFromBlacklist({ userIDList: ['rx-black-a'] })).data).toEqual(['rx-black-b']);
    expect(await sentSince(frames, from)).toEqual(['sns.black_list_delete']);
  });

  it('§5 updateMyProfile sends only profile.portrait_set and resolves the held profile with what was set, dated and told only when something changed', async () => {
    const { client, frames } = await recorded('rx-me-profile');
    const told: unknown[] = [];
    client.on(TIM.EVENT.PROFILE_UPDATED, (e: { data: unknown }) => told.push(e.data));
    const from = frames.length;
    const set = {
      nick: 'me',
      selfSignature: 'sig',
      level: 3,
      profileCustomField: [{ key: 'Tag_Profile_Custom_x', value: 'v' }],
    };
    const profile = (await client.updateMyProfile(set)).data;
    expect(await sentSince(frames, from)).toEqual(['profile.portrait_set']);
    expect(profile).toMatchObject({ ...set, userID: 'rx-me-profile' });
    expect(profile.lastUpdatedTime).toBeGreaterThan(1.5e12);
    expect(told).toEqual([[profile]]);
    expect((await client.getMyProfile()).data).toBe(profile);
    await client.updateMyProfile({ nick: 'me' });
    expect(told).toHaveLength(1);
  });

  it("§4 a pushed friend update (relation push 8, from the user's other device) changes the held friend in place, as the official SDK's Friend.update: no friend list fetch, FRIEND_LIST_UPDATED with the new remark", async () => {
    const { client, frames } = await friends('rx-upd-me', 'rx-upd-peer');
    await pause(150);
    const lists: string[] = [];
    client.on(TIM.EVENT.FRIEND_LIST_UPDATED, (e) =>
      lists.push(...(e.data as { remark: string }[]).map((f) => f.remark)),
    );
    const from = frames.length;
    const phone = await OtherDevice.login({ url: url() } as never, 'rx-upd-me');
    await phone.request('sns.friend_update', {
      UpdateItem: [{ To_Account: 'rx-upd-peer', SnsItem: [{ Tag: 'Tag_SNS_IM_Remark', Value: 'from the phone' }] }],
    });
    phone.close();
    await expect.poll(() => lists, { timeout: 3000 }).toContain('from the phone');
    expect((await client.getFriendList()).data.map((f) => f.remark)).toEqual(['from the phone']);
    // No relation command (sns.*) went out: no friend list fetch.
    expect((await sentSince(frames, from)).filter((c) => c.startsWith('sns.'))).toEqual([]);
  });

  it('§5 createFriendGroup sends every user asked and the service refuses a non-friend, as the official SDK (its code 30601, not a local 2700)', async () => {
    const { client, frames } = await friends('rx-fg-me', 'rx-fg-peer');
    await pause(150);
    const from = frames.length;
    const { data } = await client.createFriendGroup({ name: 'team', userIDList: ['rx-fg-peer', 'rx-fg-stranger'] });
    expect(frames.slice(from).map((f) => f.body)).toEqual([
      expect.objectContaining({ GroupName: ['team'], To_Account: ['rx-fg-peer', 'rx-fg-stranger'] }),
    ]);
    expect(data.friendGroup.userIDList).toEqual(['rx-fg-peer']);
    expect(data.failureUserIDList).toEqual([expect.objectContaining({ userID: 'rx-fg-stranger', code: 30601 })]);
  });
});
