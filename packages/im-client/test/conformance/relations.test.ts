import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM, { type ChatClient } from '../../src/index.ts';
import type { Tim } from '../support/official-sdk.ts';
import { OtherDevice } from '../support/other-device.ts';
import { official, ours, startServer, until } from '../support/server.ts';

// Friends and the blacklist between our client and the official SDK, both on a real im-server.
let server: ImServer;
let a: ChatClient;
let b: Tim;
let c: ChatClient;
let d: Tim;
let e: Tim;

beforeAll(async () => {
  server = await startServer();
  a = await ours(server, 'rel-ours-a');
  b = await official(server, 'rel-official-b');
  c = await ours(server, 'rel-ours-c');
  d = await official(server, 'rel-official-d');
  e = await official(server, 'rel-official-e');
}, 60_000);

afterAll(async () => {
  await Promise.all([
    a.destroy(),
    c.destroy(),
    b.logout().catch(() => undefined),
    d.logout().catch(() => undefined),
    e.logout().catch(() => undefined),
  ]);
  await server.close();
});

const friendIDs = async (client: { getFriendList(): Promise<{ data: { userID: string }[] }> }): Promise<string[]> =>
  (await client.getFriendList()).data.map((f) => f.userID).sort();

describe('friends with the official SDK', () => {
  it('§5 ours asks, the official SDK accepts: each is on the other one list', async () => {
    const asked = await a.addFriend({ to: 'rel-official-b', source: 'AddSource_Type_Web', wording: 'hello' });
    expect(asked.data.code).toBe(30539);
    await until(
      async () => (await b.getFriendApplicationList()).data.friendApplicationList.length === 1,
      8000,
      'the request at the official SDK',
    );
    const incoming = (await b.getFriendApplicationList()).data;
    expect(incoming.friendApplicationList[0]).toMatchObject({ userID: 'rel-ours-a', wording: 'hello' });
    expect(incoming.unreadCount).toBe(1);
    await b.acceptFriendApplication({ userID: 'rel-ours-a', type: TIM.TYPES.SNS_APPLICATION_AGREE_AND_ADD });
    await until(async () => (await friendIDs(b)).includes('rel-ours-a'), 8000, 'official friend list');
    const updated = new Promise((resolve) => a.on(TIM.EVENT.FRIEND_LIST_UPDATED, resolve));
    await updated;
    expect(await friendIDs(a)).toEqual(['rel-official-b']);
    expect(await friendIDs(b)).toEqual(['rel-ours-a']);
  });

  it('§5 the official SDK asks, ours sees the request (unread 1), reads it (0) and accepts', async () => {
    const seen = new Promise((resolve) => c.on(TIM.EVENT.FRIEND_APPLICATION_LIST_UPDATED, resolve));
    const asked = await d.addFriend({ to: 'rel-ours-c', source: 'AddSource_Type_Web', wording: 'hi c' });
    expect(asked.data.code).toBe(30539);
    await seen;
    const list = (await c.getFriendApplicationList()).data;
    expect(list.friendApplicationList).toEqual([
      expect.objectContaining({
        userID: 'rel-official-d',
        wording: 'hi c',
        type: TIM.TYPES.SNS_APPLICATION_SENT_TO_ME,
      }),
    ]);
    expect(list.unreadCount).toBe(1);
    await c.setFriendApplicationRead();
    expect((await c.getFriendApplicationList()).data.unreadCount).toBe(0);
    await c.acceptFriendApplication({ userID: 'rel-official-d' });
    await until(async () => (await friendIDs(d)).includes('rel-ours-c'), 8000, 'official friend list');
    await until(async () => (await friendIDs(c)).includes('rel-official-d'), 8000, 'our friend list');
    expect(await friendIDs(c)).toEqual(['rel-official-d']);
    expect(await friendIDs(d)).toEqual(['rel-ours-c']);
  });

  it("§4 a one-to-one conversation's remark follows the friend's remark: set here, pushed from a phone, after a reload", async () => {
    await d.sendMessage(d.createTextMessage({ to: 'rel-ours-c', conversationType: 'C2C', payload: { text: 'hey' } }));
    const remarkOf = async (client: ChatClient) =>
      (await client.getConversationProfile('C2Crel-official-d')).data.conversation.remark;
    await until(async () => (await c.getConversationList()).data.conversationList.length === 1, 8000, 'conversation');
    expect(await remarkOf(c)).toBe('');
    await c.updateFriend({ userID: 'rel-official-d', remark: 'Dee' });
    expect(await remarkOf(c)).toBe('Dee');
    const phone = await OtherDevice.login(server, 'rel-ours-c');
    await phone.request('sns.friend_update', {
      UpdateItem: [
        { To_Account: 'rel-official-d', SnsItem: [{ Tag: 'Tag_SNS_IM_Remark', Value: 'Dee from the phone' }] },
      ],
    });
    phone.close();
    await until(async () => (await remarkOf(c)) === 'Dee from the phone', 8000, 'the pushed remark');
    const reloaded = await ours(server, 'rel-ours-c');
    await c.destroy();
    c = reloaded;
    expect(await remarkOf(c)).toBe('Dee from the phone');
    // The official SDK shows the same field from the same service.
    await d.updateFriend({ userID: 'rel-ours-c', remark: 'Cee' });
    expect((await d.getConversationProfile('C2Crel-ours-c')).data.conversation.remark).toBe('Cee');
  });

  it("§5 friend groups take only friends (the service's 30601 for the others, as the official SDK lets it answer; 2710 / 2711 for names)", async () => {
    const made = await a.createFriendGroup({ name: 'team', userIDList: ['rel-official-b', 'stranger'] });
    expect(made.data.friendGroup).toMatchObject({ name: 'team', userIDList: ['rel-official-b'] });
    expect(made.data.failureUserIDList).toEqual([expect.objectContaining({ userID: 'stranger', code: 30601 })]);
    await expect(a.createFriendGroup({ name: 'team' })).rejects.toMatchObject({ code: 2710 });
    await expect(a.renameFriendGroup({ oldName: 'nope', newName: 'x' })).rejects.toMatchObject({ code: 2711 });
    const renamed = await a.renameFriendGroup({ oldName: 'team', newName: 'crew' });
    expect(renamed.data.name).toBe('crew');
    const removed = await a.removeFromFriendGroup({ name: 'crew', userIDList: ['rel-official-b'] });
    expect(removed.data.friendGroup.userIDList).toEqual([]);
    expect((await a.getFriendGroupList()).data.map((g) => g.name)).toEqual(['crew']);
    await a.deleteFriendGroup({ name: 'crew' });
    expect((await a.getFriendGroupList()).data).toEqual([]);
  });

  it("§5 remark and check, then a delete both ways empties both lists (deleteFriend's successes name only the user, as the official SDK's)", async () => {
    const friend = await a.updateFriend({ userID: 'rel-official-b', remark: 'Bee' });
    expect(friend.data.remark).toBe('Bee');
    const check = await a.checkFriend({ userIDList: ['rel-official-b', 'stranger'] });
    expect(check.data.successUserIDList).toEqual([
      { userID: 'rel-official-b', code: 0, relation: TIM.TYPES.SNS_TYPE_BOTH_WAY },
      { userID: 'stranger', code: 0, relation: TIM.TYPES.SNS_TYPE_NO_RELATION },
    ]);
    await expect(a.updateFriend({ userID: 'stranger', remark: 'x' })).rejects.toMatchObject({ code: 2700 });
    const gone = await a.deleteFriend({ userIDList: ['rel-official-b', 'stranger'] });
    expect(gone.data.successUserIDList).toEqual([{ userID: 'rel-official-b' }]);
    expect(gone.data.failureUserIDList).toEqual([expect.objectContaining({ userID: 'stranger', code: 2700 })]);
    expect(await friendIDs(a)).toEqual([]);
    await until(async () => (await friendIDs(b)).length === 0, 8000, 'official list emptied');
  });
});

describe('blacklist with the official SDK', () => {
  it('a blacklisted official-SDK user cannot message ours (add and remove resolve the blacklist after the change, as the official SDK)', async () => {
    const updated = new Promise<{ data: string[] }>((resolve) => c.on(TIM.EVENT.BLACKLIST_UPDATED, resolve as never));
    expect((await c.addToBlacklist({ userIDList: ['rel-official-e'] })).data).toEqual(['rel-official-e']);
    expect((await updated).data).toEqual(['rel-official-e']);
    expect((await c.getBlacklist()).data).toEqual(['rel-official-e']);
    await expect(c.addToBlacklist({ userIDList: ['rel-ours-c'] })).rejects.toMatchObject({ code: 2742 });
    const message = e.createTextMessage({ to: 'rel-ours-c', conversationType: 'C2C', payload: { text: 'let me in' } });
    await expect(e.sendMessage(message)).rejects.toMatchObject({ code: 20007 });
    expect((await c.removeFromBlacklist({ userIDList: ['rel-official-e'] })).data).toEqual([]);
    expect((await c.getBlacklist()).data).toEqual([]);
    const received = new Promise<{ data: { payload: { text: string } }[] }>((resolve) =>
      c.on(TIM.EVENT.MESSAGE_RECEIVED, resolve as never),
    );
    await e.sendMessage(e.createTextMessage({ to: 'rel-ours-c', conversationType: 'C2C', payload: { text: 'again' } }));
    expect((await received).data[0]?.payload.text).toBe('again');
  });

  it('§5 blacklist and oneself: both SDKs drop oneself from a longer list and refuse oneself alone (2742)', async () => {
    expect((await c.addToBlacklist({ userIDList: ['rel-ours-c', 'rel-official-d'] })).data).toEqual(['rel-official-d']);
    expect((await e.addToBlacklist({ userIDList: ['rel-official-e', 'rel-official-d'] })).data).toEqual([
      'rel-official-d',
    ]);
    await expect(e.addToBlacklist({ userIDList: ['rel-official-e'] })).rejects.toMatchObject({ code: 2742 });
    await c.removeFromBlacklist({ userIDList: ['rel-official-d'] });
    await e.removeFromBlacklist({ userIDList: ['rel-official-d'] });
  });
});
