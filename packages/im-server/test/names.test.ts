import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldName, LIMIT_ERRORS, RESERVED_NAMES, type ImServer } from '../src/index.ts';
import { reservedIn } from '../src/names.ts';
import { RawSocket } from './raw-socket.ts';
import { startTestServer } from './setup.ts';

type Body = Record<string, unknown>;

const reserved = RESERVED_NAMES.map(foldName);

describe('foldName and the reserved names', () => {
  it('spacing, case, full-width letters, accents, punctuation, invisible and look-alike letters fold away', () => {
    for (const variant of [
      '官方客服',
      ' 官方 客服 ',
      '官·方-客_服!',
      '官方\u200b客服',
      'ＯＦＦＩＣＩＡＬ',
      'O f f i c i a l',
      '\u043efficial', // a Cyrillic о
      'Suporte!',
      'SUPORTE ✓',
      'Administradór',
      'ＡＤＭＩＮＩＳＴＲＡＴＯＲ',
      '系统消息',
      '管理員',
    ])
      expect(reservedIn(foldName(variant), reserved), variant).toBeDefined();
  });

  it('names that only look near one are free: a word containing none, and a name that is only symbols', () => {
    for (const name of ['Ana', 'badminton', '球迷小王', 'Torcedor Flamengo', '客人', ''])
      expect(reservedIn(foldName(name), reserved), name).toBeUndefined();
    expect(foldName('B i-a')).toBe(foldName('bia'));
  });
});

// Issue #26: anyone could set the chat nick 官方客服 and speak under it in live rooms.
describe("a user's own nick", () => {
  let server: ImServer;
  let user: RawSocket;
  let other: RawSocket;
  beforeAll(async () => {
    server = await startTestServer();
    user = await RawSocket.login(server.url, 'names-user');
    other = await RawSocket.login(server.url, 'names-other');
  });
  afterAll(async () => {
    for (const socket of [user, other]) await socket?.close();
    await server?.close();
  });

  const setNick = async (socket: RawSocket, nick: string): Promise<number> =>
    Number(
      (await socket.request('profile.portrait_set', { ProfileItem: [{ Tag: 'Tag_Profile_IM_Nick', Value: nick }] }))
        .ErrorCode,
    );
  const nickOf = async (account: string): Promise<unknown> => {
    const got = await other.request('profile.portrait_get_all', { UserItem: [{ To_Account: account }] });
    const items = ((got.UserProfileItem as Body[])[0]?.ProfileItem ?? []) as Body[];
    return items.find((item) => item.Tag === 'Tag_Profile_IM_Nick')?.Value;
  };

  it('a reserved name, however written, is refused with 40005 and the nick stays', async () => {
    expect(await setNick(user, 'Ana')).toBe(0);
    for (const nick of ['官方客服', ' 官 方 客 服 ', '官方客服小王', 'ＳＵＰＯＲＴＥ', 'administrator', 'Official ✓'])
      expect(await setNick(user, nick), nick).toBe(LIMIT_ERRORS.reservedName);
    expect(await nickOf('names-user')).toBe('Ana');
  });

  it("another account's platform name is refused with 40001; its owner keeps it; a rename frees the old one", async () => {
    await server.admin.setProfileFields('names-other', { Tag_Profile_IM_Nick: 'Bia Souza' });
    for (const nick of ['Bia Souza', 'bia souza', 'BIA-SOUZA', 'Ｂｉａ Ｓｏｕｚａ'])
      expect(await setNick(user, nick), nick).toBe(LIMIT_ERRORS.profileInvalid);
    expect(await setNick(other, 'Bia Souza')).toBe(0);
    await server.admin.setProfileFields('names-other', { Tag_Profile_IM_Nick: 'Bea' });
    expect(await setNick(user, 'Bia Souza')).toBe(0);
    expect(await setNick(user, 'bea')).toBe(LIMIT_ERRORS.profileInvalid);
  });

  it('the platform itself may name an account with a reserved name (its own support account)', async () => {
    await server.admin.setProfileFields('names-support', { Tag_Profile_IM_Nick: '官方客服' });
    expect(await nickOf('names-support')).toBe('官方客服');
  });

  it('where the platform owns nick and avatar, a user writing either is refused with 40004', async () => {
    const owned = await startTestServer({ platformProfileTags: ['Tag_Profile_IM_Nick', 'Tag_Profile_IM_Image'] });
    const socket = await RawSocket.login(owned.url, 'names-owned');
    expect(await setNick(socket, 'Ana')).toBe(40004);
    const avatar = await socket.request('profile.portrait_set', {
      ProfileItem: [{ Tag: 'Tag_Profile_IM_Image', Value: 'https://example.com/a.png' }],
    });
    expect(avatar.ErrorCode).toBe(40004);
    await socket.close();
    await owned.close();
  });
});

// Issue #26 (names): a group name card is shown before the nick in member lists, so it passes the same check.
describe("a member's own group name card", () => {
  let server: ImServer;
  let owner: RawSocket;
  let member: RawSocket;
  let GroupId = '';
  beforeAll(async () => {
    server = await startTestServer();
    owner = await RawSocket.login(server.url, 'cards-owner');
    member = await RawSocket.login(server.url, 'cards-member');
    const created = await owner.request('group_open_http_svc.create_group', {
      Type: 'Public',
      Name: 'cards',
      MemberList: [{ Member_Account: 'cards-member' }],
    });
    GroupId = String(created.GroupId);
    await server.admin.setProfileFields('cards-owner', { Tag_Profile_IM_Nick: 'Dono do Grupo' });
  });
  afterAll(async () => {
    for (const socket of [owner, member]) await socket?.close();
    await server?.close();
  });

  const setCard = async (socket: RawSocket, account: string, NameCard: string): Promise<number> =>
    Number(
      (
        await socket.request('group_open_http_svc.modify_group_member_info', {
          GroupId,
          Member_Account: account,
          NameCard,
        })
      ).ErrorCode,
    );

  it('a reserved name card is refused with 80001, another account’s name with 40001, a plain one and an empty one pass', async () => {
    expect(await setCard(member, 'cards-member', '官方 客服')).toBe(LIMIT_ERRORS.sensitiveWords);
    expect(await setCard(member, 'cards-member', 'Suporte')).toBe(LIMIT_ERRORS.sensitiveWords);
    expect(await setCard(member, 'cards-member', 'dono do grupo')).toBe(LIMIT_ERRORS.profileInvalid);
    expect(await setCard(member, 'cards-member', '球迷小王')).toBe(0);
    expect(await setCard(member, 'cards-member', '')).toBe(0);
    expect(await setCard(owner, 'cards-member', '管理员')).toBe(LIMIT_ERRORS.sensitiveWords);
  });
});
