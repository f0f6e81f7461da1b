import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImServer } from '../src/index.ts';
import { RawSocket } from './raw-socket.ts';
import { startTestServer } from './setup.ts';

type Body = Record<string, unknown>;

const VIP = 'Tag_Profile_Custom_vip';

// A platform-written profile field (the VIP badge in chat) is the platform's word: a user cannot set it.
describe('platform profile fields', () => {
  let server: ImServer;
  let user: RawSocket;
  let other: RawSocket;

  beforeAll(async () => {
    server = await startTestServer({ platformProfileTags: [VIP] });
    user = await RawSocket.login(server.url, 'pp-user');
    other = await RawSocket.login(server.url, 'pp-other');
  });

  afterAll(async () => {
    for (const s of [user, other]) await s?.close();
    await server?.close();
  });

  const fieldsOf = async (socket: RawSocket, account: string): Promise<Body[]> => {
    const got = await socket.request('profile.portrait_get_all', { UserItem: [{ To_Account: account }] });
    return ((got.UserProfileItem as Body[])[0]?.ProfileItem ?? []) as Body[];
  };

  it('a user setting it is refused (40004); the platform sets it, everyone reads it, and it survives the user updates', async () => {
    const own = await user.request('profile.portrait_set', {
      ProfileItem: [{ Tag: VIP, Value: '{"vip_level":9,"vip_date":9999999999}' }],
    });
    expect(own.ErrorCode).toBe(40004);
    const value = JSON.stringify({ vip_level: 1, vip_date: 1900000000 });
    await server.admin.setProfileFields('pp-user', { [VIP]: value });
    expect(await fieldsOf(other, 'pp-user')).toContainEqual({ Tag: VIP, Value: value });
    const nick = await user.request('profile.portrait_set', {
      ProfileItem: [{ Tag: 'Tag_Profile_IM_Nick', Value: 'Ana' }],
    });
    expect(nick.ErrorCode).toBe(0);
    expect(await fieldsOf(other, 'pp-user')).toContainEqual({ Tag: VIP, Value: value });
    await server.admin.setProfileFields('pp-user', { [VIP]: '' });
    expect((await fieldsOf(other, 'pp-user')).some((item) => item.Tag === VIP)).toBe(false);
  });
});
