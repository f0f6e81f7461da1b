import type { UserInfo } from '@live/api-contract';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../app/services';
import { createRootStore, memoryStorage } from '../../stores';
import { BRAND, user } from '../../stores/test-fixtures';
import { completeLogin } from './login-flow';

function setUp(full: UserInfo | null) {
  const root = createRootStore({ brand: BRAND, storage: memoryStorage(), document: null });
  root.videoTimer.restore({ date: '2020-01-01', time1: 90, time2: 30 });
  const api = {
    user: { getUserInfo: () => (full ? Promise.resolve(full) : Promise.reject(new Error('offline'))) },
  } as unknown as Services['api'];
  const loaded: string[] = [];
  return { root, run: (login: UserInfo) => completeLogin({ root, api }, login, (href) => loaded.push(href)), loaded };
}

describe('login success (spec §2)', () => {
  it('§2 login success: fetches the full user with third_member, resets the video timer, then reloads at /m/', async () => {
    const { root, run, loaded } = setUp(user({ token: '', third_member: 'gold', nick_name: 'full' }));
    await run(user({ token: 'tok-new', third_member: '' }));
    expect(root.user.info).toMatchObject({ third_member: 'gold', nick_name: 'full', token: 'tok-new' });
    expect(root.videoTimer.snapshot).toMatchObject({ time1: 0, time2: 0 });
    expect(loaded).toEqual(['/m/']);
  });

  it('goes back to the saved return address (the not-logged-in prompt), never back to /login', async () => {
    const back = setUp(user());
    back.root.setReturnAddress('/user-center/info?from=prompt');
    await back.run(user());
    expect(back.loaded).toEqual(['/m/user-center/info?from=prompt']);
    const loop = setUp(user());
    loop.root.setReturnAddress('/login');
    await loop.run(user());
    expect(loop.loaded).toEqual(['/m/']);
  });

  it('keeps the login answer when the full user cannot be fetched', async () => {
    const { root, run, loaded } = setUp(null);
    await run(user({ nick_name: 'from-login' }));
    expect(root.user.info?.nick_name).toBe('from-login');
    expect(loaded).toEqual(['/m/']);
  });
});
