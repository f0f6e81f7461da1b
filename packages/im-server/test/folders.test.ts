import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABILITY_NOT_PURCHASED } from '../src/commercial.ts';
import { FOLDER_CODES } from '../src/handlers/folders.ts';
import type { ImServer } from '../src/index.ts';
import { officialLogin } from './official-sdk.ts';
import { RawSocket } from './raw-socket.ts';
import { APP_ID, sig, startTestServer } from './setup.ts';

type Body = Record<string, unknown>;
type Conversation = { conversationID: string; markList: number[]; customData: string; conversationGroupList: string[] };
const codes = (reply: Body, key = 'ResultItem'): number[] => (reply[key] as Body[]).map((r) => Number(r.ResultCode));

// Conversation folders, marks and custom data of the official SDK, kept by im-server per user.
describe('conversation folders, marks and custom data through im-server', () => {
  let server: ImServer;
  let groupID = '';

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('folders, marks and custom data set by the official SDK survive a reload', async () => {
    const amy = await officialLogin(server.url, APP_ID, 'amy', sig('amy'));
    await amy.sendMessage(amy.createTextMessage({ to: 'bo', conversationType: 'C2C', payload: { text: 'hi' } }));
    groupID = (await amy.createGroup({ type: 'Public', name: 'derby', memberList: [{ userID: 'bo' }] })).data.group
      .groupID;
    await amy.sendMessage(amy.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: 'go' } }));
    await new Promise((r) => setTimeout(r, 1100)); // the SDK lists conversations once a second
    const created = await amy.createConversationGroup({ groupName: 'matchday', conversationIDList: ['C2Cbo'] });
    expect(created.data.successConversationIDList).toEqual(['C2Cbo']);
    await amy.addConversationsToGroup({ groupName: 'matchday', conversationIDList: [`GROUP${groupID}`] });
    await amy.createConversationGroup({ groupName: 'temp', conversationIDList: ['C2Cbo'] });
    await amy.deleteConversationsFromGroup({ groupName: 'temp', conversationIDList: ['C2Cbo'] });
    await amy.renameConversationGroup({ oldName: 'temp', newName: 'later' });
    const star = 1;
    const fold = 2 ** 40;
    await amy.markConversation({ conversationIDList: ['C2Cbo', `GROUP${groupID}`], markType: star, enableMark: true });
    await amy.markConversation({ conversationIDList: ['C2Cbo'], markType: fold, enableMark: true });
    await amy.markConversation({ conversationIDList: [`GROUP${groupID}`], markType: star, enableMark: false });
    await amy.setConversationCustomData({ conversationIDList: ['C2Cbo'], customData: '置顶 🏆'.padEnd(256, '.') });
    await amy.logout();

    const again = await officialLogin(server.url, APP_ID, 'amy', sig('amy'));
    await new Promise((r) => setTimeout(r, 300));
    expect(((await again.getConversationGroupList()).data as string[]).sort()).toEqual(['later', 'matchday']);
    const byId = new Map(
      ((await again.getConversationList()).data.conversationList as Conversation[]).map((c) => [c.conversationID, c]),
    );
    expect(byId.get('C2Cbo')).toMatchObject({
      markList: [star, fold],
      customData: '置顶 🏆'.padEnd(256, '.'),
      conversationGroupList: ['matchday'],
    });
    expect(byId.get(`GROUP${groupID}`)).toMatchObject({ markList: [], conversationGroupList: ['matchday'] });
    await again.deleteConversationGroup('later');
    expect((await again.getConversationGroupList()).data).toEqual(['matchday']);
    await again.logout();
  });

  it('§5 custom data 256 characters; names 32; folder exists / missing; only the caller’s groups', async () => {
    const raw = await RawSocket.login(server.url, 'cy');
    const bo = { Type: 1, To_Account: 'bo' };
    const tooLong = await raw.request('recentcontact.mark_contact', {
      MarkItem: [{ OptType: 2, ContactItem: bo, CustomMark: 'x'.repeat(257) }],
    });
    expect(codes(tooLong)).toEqual([FOLDER_CODES.invalid]);
    const badBit = await raw.request('recentcontact.mark_contact', {
      MarkItem: [{ OptType: 1, ContactItem: bo, SetMark: [64] }],
    });
    expect(codes(badBit)).toEqual([FOLDER_CODES.invalid]);
    // amy's group: cy is no member, so it cannot file or mark it.
    const notMine = await raw.request('recentcontact.mark_contact', {
      MarkItem: [{ OptType: 1, ContactItem: { Type: 2, ToGroupId: groupID }, SetMark: [0] }],
    });
    expect(codes(notMine)).toEqual([FOLDER_CODES.notMember]);
    const create = (name: string) =>
      raw.request('recentcontact.create_contact_group', { GroupContactItem: [{ GroupName: name, ContactItem: [bo] }] });
    expect((await create('x'.repeat(33))).ErrorCode).toBe(FOLDER_CODES.invalid);
    expect((await create('mine')).ErrorCode).toBe(0);
    expect((await create('mine')).ErrorCode).toBe(FOLDER_CODES.exists);
    expect((await raw.request('recentcontact.del_contact_group', { GroupName: ['nope'] })).ErrorCode).toBe(
      FOLDER_CODES.missing,
    );
    // amy's folders are amy's: From_Account is ignored, and cy's list holds only its own.
    const listed = await raw.request('recentcontact.get_contact_group', { From_Account: 'amy' });
    expect((listed.GroupItem as Body[]).map((g) => g.GroupName)).toEqual(['mine']);
    expect(
      (await raw.request('recentcontact.del_contact_group', { From_Account: 'amy', GroupName: ['matchday'] }))
        .ErrorCode,
    ).toBe(FOLDER_CODES.missing);
    await raw.close();
  });

  it('folders and marks are commercial abilities: switched off, the service refuses them', async () => {
    const limited = await startTestServer({ commercial: { conversationFolder: false, conversationMark: false } });
    const raw = await RawSocket.login(limited.url, 'dot');
    const folder = await raw.request('recentcontact.create_contact_group', {
      GroupContactItem: [{ GroupName: 'x', ContactItem: [] }],
    });
    expect(folder.ErrorCode).toBe(ABILITY_NOT_PURCHASED);
    const mark = await raw.request('recentcontact.mark_contact', {
      MarkItem: [{ OptType: 1, ContactItem: { Type: 1, To_Account: 'bo' }, SetMark: [0] }],
    });
    expect(mark.ErrorCode).toBe(ABILITY_NOT_PURCHASED);
    // Custom data is no paid ability.
    const custom = await raw.request('recentcontact.mark_contact', {
      MarkItem: [{ OptType: 2, ContactItem: { Type: 1, To_Account: 'bo' }, CustomMark: 'ok' }],
    });
    expect(codes(custom)).toEqual([0]);
    await raw.close();
    await limited.close();
  });
});
