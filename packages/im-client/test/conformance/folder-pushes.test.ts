import type { ImServer } from '@live/im-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIM, { type ChatClient } from '../../src/index.ts';
import type { Tim } from '../support/official-sdk.ts';
import { OtherDevice } from '../support/other-device.ts';
import { official, ours, startServer, until } from '../support/server.ts';

// Folders, marks and custom data changed on a user's phone reach the same user's web instance at once
// (`RecentContactMod` pushes), for ours and for the official SDK alike.
let server: ImServer;
let a: ChatClient;
let b: Tim;
let phoneA: OtherDevice;
let phoneB: OtherDevice;

beforeAll(async () => {
  server = await startServer();
  a = await ours(server, 'fp-ours-a');
  b = await official(server, 'fp-official-b');
  phoneA = await OtherDevice.login(server, 'fp-ours-a');
  phoneB = await OtherDevice.login(server, 'fp-official-b');
  await a.sendMessage(a.createTextMessage({ to: 'fp-official-b', conversationType: 'C2C', payload: { text: 'hi' } }));
  await until(
    async () => (await b.getConversationList()).data.conversationList.length === 1,
    8000,
    'the conversation on both sides',
  );
}, 60_000);

afterAll(async () => {
  phoneA.close();
  phoneB.close();
  await Promise.all([a.destroy(), b.logout().catch(() => undefined)]);
  await server.close();
});

/** The phone's folder and mark commands, as the SDKs send them. */
const phone = {
  create: (d: OtherDevice, name: string, peer: string) =>
    d.request('recentcontact.create_contact_group', {
      GroupContactItem: [{ GroupName: name, ContactItem: [{ Type: 1, To_Account: peer }] }],
    }),
  rename: (d: OtherDevice, from: string, to: string) =>
    d.request('recentcontact.update_contact_group', {
      UpdateGroup: { UpdateGroupType: 1, OldGroupName: from, NewGroupName: to },
    }),
  remove: (d: OtherDevice, name: string, peer: string) =>
    d.request('recentcontact.update_contact_group', {
      UpdateGroup: {
        UpdateGroupType: 2,
        OldGroupName: name,
        ContactUpdateItem: [{ ContactItem: { Type: 1, To_Account: peer }, ContactOptType: 2 }],
      },
    }),
  mark: (d: OtherDevice, peer: string) =>
    d.request('recentcontact.mark_contact', {
      MarkItem: [
        { OptType: 1, ContactItem: { Type: 1, To_Account: peer }, SetMark: [0] },
        { OptType: 2, ContactItem: { Type: 1, To_Account: peer }, CustomMark: 'from the phone' },
      ],
    }),
  drop: (d: OtherDevice, name: string) => d.request('recentcontact.del_contact_group', { GroupName: [name] }),
};

type Profile = { conversationGroupList: string[]; markList: number[]; customData: string };

/** Runs the phone's changes and checks, after each, what the web instance shows without a reload. */
async function followsThePhone(
  device: OtherDevice,
  peer: string,
  folders: () => Promise<string[]>,
  conversation: () => Promise<Profile>,
): Promise<void> {
  const shows = (what: string, check: (folders: string[], c: Profile) => boolean) =>
    until(async () => check(await folders(), await conversation()), 8000, what);
  await phone.create(device, 'mates', peer);
  await shows('the folder created', (f, c) => f.join() === 'mates' && c.conversationGroupList.join() === 'mates');
  await phone.mark(device, peer);
  await shows('the mark and custom data', (_, c) => c.markList.join() === '1' && c.customData === 'from the phone');
  await phone.rename(device, 'mates', 'friends');
  await shows('the rename', (f, c) => f.join() === 'friends' && c.conversationGroupList.join() === 'friends');
  await phone.remove(device, 'friends', peer);
  await shows('the conversation out of the folder', (_, c) => c.conversationGroupList.length === 0);
  await phone.drop(device, 'friends');
  await shows('the folder deleted', (f) => f.length === 0);
}

describe("a user's other instance (spec §3 folders and marks)", () => {
  it('§3 ours follows folders, marks and custom data changed on the phone, and stays logged in beside it', async () => {
    const updates: string[][] = [];
    a.on(TIM.EVENT.CONVERSATION_GROUP_LIST_UPDATED, (e) => updates.push(e.data as string[]));
    await followsThePhone(
      phoneA,
      'fp-official-b',
      async () => (await a.getConversationGroupList()).data,
      async () => (await a.getConversationProfile('C2Cfp-official-b')).data.conversation as unknown as Profile,
    );
    expect(updates).toEqual([['mates'], ['friends'], []]);
    expect(a.isReady()).toBe(true);
  });

  it('§3 the official SDK follows the same pushes', async () => {
    await followsThePhone(
      phoneB,
      'fp-ours-a',
      async () => (await b.getConversationGroupList()).data,
      async () => (await b.getConversationProfile('C2Cfp-ours-a')).data.conversation,
    );
  });
});
