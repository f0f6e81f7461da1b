import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELATION_CODES } from '../src/handlers/friends.ts';
import type { ImServer } from '../src/index.ts';
import { APP_ID, sig, startTestServer } from './setup.ts';
import { officialLogin, type Tim } from './official-sdk.ts';
import { RawSocket } from './raw-socket.ts';

type Body = Record<string, unknown>;
const login = (server: ImServer, user: string): Promise<Tim> =>
  officialLogin(server.url, APP_ID, user, sig(user), 'tim-js-friendship.js');
const pushes = (socket: RawSocket): Body[] =>
  socket.frames
    .filter((f) => f.head.servcmd === 'im_open_push.msg_push')
    .flatMap((f) => (f.body.EventArray as Body[]).flatMap((e) => (e.FriendListMod as Body[] | undefined) ?? []));
/** Polls an asynchronous condition (the SDK updates its lists from pushes). */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}
const friendIDs = async (tim: Tim): Promise<string[]> =>
  ((await tim.getFriendList()).data as { userID: string }[]).map((f) => f.userID).sort();
const results = (reply: Body, key = 'ResultItem'): [string, number][] =>
  (reply[key] as Body[]).map((r) => [String(r.To_Account), Number(r.ResultCode)]);

// Two official SDKs (its friendship build) befriend, group and block each other through im-server.
describe('relation chain: official SDK <-> official SDK through im-server', () => {
  let server: ImServer;
  let ann: Tim;
  let ben: Tim;

  beforeAll(async () => {
    server = await startTestServer({ bannedWords: ['spam'] });
    ann = await login(server, 'ann');
    ben = await login(server, 'ben');
  });

  afterAll(async () => {
    await ann?.logout().catch(() => undefined);
    await ben?.logout().catch(() => undefined);
    await server?.close();
  });

  it('§5 a request waits for confirmation (30539); accepting it (agree-and-add default) makes both friends', async () => {
    const added = await ann.addFriend({ to: 'ben', source: 'AddSource_Type_web', wording: 'hi ben', remark: 'Ben' });
    expect(added.data).toMatchObject({ userID: 'ben', code: RELATION_CODES.waitingForConfirmation });
    const incoming = (await ben.getFriendApplicationList()).data;
    expect(incoming.unreadCount).toBe(1);
    expect(incoming.friendApplicationList).toMatchObject([
      { userID: 'ann', wording: 'hi ben', source: 'AddSource_Type_web', type: 'Pendency_Type_ComeIn' },
    ]);
    const outgoing = (await ann.getFriendApplicationList()).data;
    expect(outgoing.friendApplicationList).toMatchObject([{ userID: 'ben', type: 'Pendency_Type_SendOut' }]);
    expect(outgoing.unreadCount).toBe(0);

    await ben.acceptFriendApplication({ userID: 'ann', remark: 'Ann' });
    const remarks = async (tim: Tim): Promise<string[]> =>
      ((await tim.getFriendList()).data as { userID: string; remark: string }[]).map((f) => `${f.userID}:${f.remark}`);
    await eventually(
      async () => (await remarks(ann)).length > 0 && (await remarks(ben)).length > 0,
      'both friend lists',
    );
    await eventually(async () => (await remarks(ann))[0] === 'ben:Ben', 'the remark ann gave');
    expect(await remarks(ann)).toEqual(['ben:Ben']);
    expect(await remarks(ben)).toEqual(['ann:Ann']);
    expect((await ann.checkFriend({ userIDList: ['ben'] })).data.successUserIDList).toEqual([
      { userID: 'ben', code: 0, relation: 'CheckResult_Type_BothWay' },
    ]);
    // The request is gone on both sides once answered.
    expect((await ben.getFriendApplicationList()).data.friendApplicationList).toEqual([]);
  });

  it('and the other way round, a single-way add once the peer allows anyone', async () => {
    const cat = await login(server, 'cat');
    await cat.updateMyProfile({ allowType: 'AllowType_Type_AllowAny' });
    const added = await ben.addFriend({ to: 'cat', source: 'AddSource_Type_web', type: 'Add_Type_Single' });
    expect(added.data).toEqual({ userID: 'cat', code: 0 });
    await eventually(async () => (await friendIDs(ben)).includes('cat'), "cat in ben's list");
    expect(await friendIDs(ben)).toEqual(['ann', 'cat']);
    // Single: cat did not add ben back.
    expect((await cat.checkFriend({ userIDList: ['ben'] })).data.successUserIDList[0].relation).toBe(
      'CheckResult_Type_BWithA',
    );
    await cat.logout();
  });

  it('the other friend methods of the official SDK: profile, update, groups, refuse, delete, read', async () => {
    expect((await ann.getFriendProfile({ userIDList: ['ben'] })).data.friendList[0]).toMatchObject({ userID: 'ben' });
    const updated = await ann.updateFriend({
      userID: 'ben',
      remark: 'Benny',
      friendCustomField: [{ key: 'Tag_SNS_Custom_pos', value: 'keeper' }],
    });
    expect(updated.data).toMatchObject({
      remark: 'Benny',
      friendCustomField: [{ key: 'Tag_SNS_Custom_pos', value: 'keeper' }],
    });
    const created = await ann.createFriendGroup({ name: 'team', userIDList: ['ben'] });
    expect(created.data.friendGroup).toMatchObject({ name: 'team', userIDList: ['ben'] });
    await ann.renameFriendGroup({ oldName: 'team', newName: 'squad' });
    await ann.removeFromFriendGroup({ name: 'squad', userIDList: ['ben'] });
    expect((await ann.addToFriendGroup({ name: 'squad', userIDList: ['ben'] })).data.friendGroup.userIDList).toEqual([
      'ben',
    ]);
    expect((await ann.getFriendGroupList()).data).toEqual([{ name: 'squad', userIDList: ['ben'], count: 1 }]);
    await ann.deleteFriendGroup({ name: 'squad' });
    expect((await ann.getFriendGroupList()).data).toEqual([]);

    // Two requests to ben: one refused, one deleted; ben reads them first.
    const joe = await login(server, 'joe');
    const kit = await login(server, 'kit');
    await joe.addFriend({ to: 'ben', source: 'AddSource_Type_web' });
    await kit.addFriend({ to: 'ben', source: 'AddSource_Type_web' });
    await eventually(async () => (await ben.getFriendApplicationList()).data.unreadCount === 2, 'two requests at ben');
    await ben.setFriendApplicationRead();
    expect((await ben.getFriendApplicationList()).data.unreadCount).toBe(0);
    await ben.refuseFriendApplication({ userID: 'joe' });
    await ben.deleteFriendApplication({ userID: 'kit', type: 'Pendency_Type_ComeIn' });
    await eventually(
      async () => (await ben.getFriendApplicationList()).data.friendApplicationList.length === 0,
      'requests gone at ben',
    );
    expect((await joe.checkFriend({ userIDList: ['ben'] })).data.successUserIDList[0].relation).toBe(
      'CheckResult_Type_NoRelation',
    );
    await joe.logout();
    await kit.logout();
  });

  it('§4 reading applications sets unread to zero and is pushed (type 7) to the other instances', async () => {
    const eve = await RawSocket.login(server.url, 'eve');
    await eve.request('sns.friend_add', {
      AddFriendItem: [{ To_Account: 'dan', AddSource: 'AddSource_Type_web', AddWording: 'hello' }],
      AddType: 'Add_Type_Both',
    });
    const dan = await RawSocket.login(server.url, 'dan');
    expect((await dan.request('sns.pendency_get', {})).UnreadPendencyCount).toBe(1);
    const danElsewhere = await RawSocket.login(server.url, 'dan');
    await dan.request('sns.pendency_report', { LatestPendencyTimeStamp: Math.floor(Date.now() / 1000) + 5 });
    expect(await danElsewhere.until(() => pushes(danElsewhere).some((p) => p.PushType === 7), 3000)).toBe(true);
    expect((await dan.request('sns.pendency_get', {})).UnreadPendencyCount).toBe(0);
    for (const s of [eve, dan, danElsewhere]) await s.close();
  });

  it("§4 a pushed request (type 3) names the other side as the official SDK's push key map reads it: PendencyAdd_Account, ProfileImNick, ProfileImImage, From_Account the applicant", async () => {
    const gus = await RawSocket.login(server.url, 'gus');
    const hal = await RawSocket.login(server.url, 'hal');
    await gus.request('sns.friend_add', {
      AddFriendItem: [{ To_Account: 'hal', AddSource: 'AddSource_Type_web', AddWording: 'yo' }],
      AddType: 'Add_Type_Both',
    });
    for (const [socket, other] of [
      [hal, 'gus'],
      [gus, 'hal'],
    ] as const) {
      expect(await socket.until(() => pushes(socket).some((p) => p.PushType === 3), 3000)).toBe(true);
      const push = pushes(socket).find((p) => p.PushType === 3)!;
      expect(push.From_Account).toBe('gus');
      expect(push.PendencyAdd).toEqual([
        {
          PendencyAdd_Account: other,
          ProfileImNick: '',
          ProfileImImage: '',
          AddSource: 'AddSource_Type_web',
          AddWording: 'yo',
          AddTime: expect.any(Number),
        },
      ]);
    }
    for (const s of [gus, hal]) await s.close();
  });

  it('§5 already friend, wording refused, self, bad source are refused per item', async () => {
    const lee = await RawSocket.login(server.url, 'lee');
    await lee.request('profile.portrait_set', {
      ProfileItem: [{ Tag: 'Tag_Profile_IM_AllowType', Value: 'AllowType_Type_AllowAny' }],
    });
    const kim = await RawSocket.login(server.url, 'kim');
    const add = { AddFriendItem: [{ To_Account: 'lee', AddSource: 'AddSource_Type_web' }] };
    expect(results(await kim.request('sns.friend_add', add))).toEqual([['lee', 0]]);
    const reply = await kim.request('sns.friend_add', {
      AddFriendItem: [
        { To_Account: 'lee', AddSource: 'AddSource_Type_web' },
        { To_Account: 'fay', AddSource: 'AddSource_Type_web', AddWording: 'buy spam now' },
        { To_Account: 'kim', AddSource: 'AddSource_Type_web' },
        { To_Account: 'gus', AddSource: 'Other_web' },
        { To_Account: 'hal', AddSource: 'AddSource_Type_toolongsource' },
      ],
    });
    expect(results(reply)).toEqual([
      ['lee', RELATION_CODES.alreadyFriend],
      ['fay', RELATION_CODES.wordingRefused],
      ['kim', RELATION_CODES.invalid],
      ['gus', RELATION_CODES.invalid],
      ['hal', RELATION_CODES.invalid],
    ]);
    await lee.close();
    await kim.close();
  });

  it('§5 not-my-friend, friend groups exist / not exist, only friends into groups, delete cut to 1000', async () => {
    const ivy = await RawSocket.login(server.url, 'ivy');
    const many = Array.from({ length: 1200 }, (_, i) => `u${i}`);
    const deleted = await ivy.request('sns.friend_delete', { To_Account: many });
    expect((deleted.ResultItem as Body[]).length).toBe(1000);
    expect(results(deleted).every(([, code]) => code === RELATION_CODES.notFriend)).toBe(true);

    const created = await ivy.request('sns.group_add', { GroupName: ['mates'], To_Account: ['ann'] });
    expect(results(created)).toEqual([['ann', RELATION_CODES.notFriend]]);
    expect((await ivy.request('sns.group_add', { GroupName: ['mates'] })).ErrorCode).toBe(
      RELATION_CODES.friendGroupExists,
    );
    expect((await ivy.request('sns.group_delete', { GroupName: ['nope'] })).ErrorCode).toBe(
      RELATION_CODES.friendGroupMissing,
    );
    expect((await ivy.request('sns.group_update', { GroupOldName: 'nope', GroupNewName: 'x' })).ErrorCode).toBe(
      RELATION_CODES.friendGroupMissing,
    );
    const update = await ivy.request('sns.group_update', {
      GroupOldName: 'mates',
      UpdateGroupItem: [{ To_Account: 'ben', UpdateType: 'Update_Type_Add' }],
    });
    expect(results(update)).toEqual([['ben', RELATION_CODES.notFriend]]);
    expect((await ivy.request('sns.group_get', {})).ResultItem).toEqual([
      { GroupName: 'mates', FriendNumber: 0, To_Account: [] },
    ]);
    const notFriend = await ivy.request('sns.friend_update', {
      UpdateItem: [{ To_Account: 'ann', SnsItem: [{ Tag: 'Tag_SNS_IM_Remark', Value: 'x' }] }],
    });
    expect(results(notFriend)).toEqual([['ann', RELATION_CODES.notFriend]]);
    await ivy.close();
  });

  it('permissions: relations are the signed-in user’s own, whatever From_Account says; only friends’ data is answered', async () => {
    const mallory = await RawSocket.login(server.url, 'mallory');
    const asAnn = { From_Account: 'ann' };
    expect((await mallory.request('sns.friend_get', asAnn)).UserDataItem).toEqual([]);
    expect((await mallory.request('sns.pendency_get', asAnn)).PendencyItem).toEqual([]);
    expect((await mallory.request('sns.group_get', asAnn)).ResultItem).toEqual([]);
    expect((await mallory.request('sns.black_list_get', asAnn)).BlackListItem).toEqual([]);
    const profile = await mallory.request('sns.friend_get_specified', { ...asAnn, To_Account: ['ben'] });
    expect(results(profile, 'InfoItem')).toEqual([['ben', RELATION_CODES.notFriend]]);
    expect((profile.InfoItem as Body[])[0]).not.toHaveProperty('SnsProfileItem');
    // Deleting "ann's" friend ben only touches mallory's own (empty) list.
    await mallory.request('sns.friend_delete', { ...asAnn, To_Account: ['ben'] });
    expect((await ann.checkFriend({ userIDList: ['ben'] })).data.successUserIDList[0].relation).toBe(
      'CheckResult_Type_BothWay',
    );
    // Accepting a request addressed to someone else finds none.
    const accept = await mallory.request('sns.friend_response', {
      ResponseFriendItem: [{ To_Account: 'eve', ResponseAction: 'Response_Action_AgreeAndAdd' }],
    });
    expect(results(accept)).toEqual([['eve', RELATION_CODES.applicationMissing]]);
    await mallory.close();
  });

  it('blacklist: a blocked official SDK cannot message the blocker (20007); the list is real and paged', async () => {
    const blocked = await ann.addToBlacklist({ userIDList: ['ben'] });
    expect(blocked.data).toEqual(['ben']);
    // Blocking ends the friendship both ways.
    await eventually(async () => !(await friendIDs(ben)).includes('ann'), "ann out of ben's list");
    expect(await friendIDs(ben)).toEqual(['cat']);
    const refused = await ben
      .sendMessage(ben.createTextMessage({ to: 'ann', conversationType: 'C2C', payload: { text: 'let me in' } }))
      .then(
        () => 0,
        (err: { code: number }) => err.code,
      );
    expect(refused).toBe(20007);
    // Ann may still write to ben: only the blocked sender is refused.
    await ann.sendMessage(ann.createTextMessage({ to: 'ben', conversationType: 'C2C', payload: { text: 'bye' } }));
    expect((await ann.getBlacklist()).data).toEqual(['ben']);
    const again = await ann.addFriend({ to: 'ben', source: 'AddSource_Type_web' }).catch((err: unknown) => err);
    expect(again).toMatchObject({ code: RELATION_CODES.peerInMyBlacklist });
    await ann.removeFromBlacklist({ userIDList: ['ben'] });
    expect((await ann.getBlacklist()).data).toEqual([]);
    await ben.sendMessage(ben.createTextMessage({ to: 'ann', conversationType: 'C2C', payload: { text: 'again' } }));
    // And deleteFriend from the official SDK: the list follows the service's push.
    expect((await ben.deleteFriend({ userIDList: ['cat'] })).data.successUserIDList).toEqual([{ userID: 'cat' }]);
    await eventually(async () => (await friendIDs(ben)).length === 0, "cat out of ben's list");
  });
});
