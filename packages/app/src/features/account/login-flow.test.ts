import { API_STATUS, type UserInfo } from '@live/api-contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import type { Services } from '../../app/services';
import { createRootStore, memoryStorage } from '../../stores';
import { BRAND, user } from '../../stores/test-fixtures';
import { captchaAfterFailure, completeLogin, loginBody } from './login-flow';

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

describe('issue #27 login captcha', () => {
  const refused = (status: number) => new ApiError('failure', 'refused', status, '/webapi/user/login');
  let keys = 0;
  const newKey = () => `key-${(keys += 1)}`;

  it('status 5 (captcha required) shows the picture code; a plain wrong password does not', () => {
    expect(captchaAfterFailure(null, refused(API_STATUS.failed), newKey)).toBeNull();
    expect(captchaAfterFailure(null, new Error('offline'), newKey)).toBeNull();
    expect(captchaAfterFailure(null, refused(API_STATUS.captchaRequired), newKey)).toMatch(/^key-/);
  });

  it('once shown it stays for every later failure, each time with a new picture (an attempt spends its code)', () => {
    const shown = 'key-shown';
    for (const failure of [refused(API_STATUS.failed), refused(API_STATUS.captchaRequired), new Error('offline')]) {
      const next = captchaAfterFailure(shown, failure, newKey);
      expect(next).not.toBeNull();
      expect(next).not.toBe(shown);
    }
  });

  it('an attempt sends the key as `code` and the answer as `captcha` only while the picture shows', () => {
    const form = { account: ' 13800138000 ', password: 'secret1', captcha: ' 4821 ' };
    expect(loginBody(form, null)).toEqual({ account: '13800138000', password: 'secret1' });
    expect(loginBody(form, 'k1')).toEqual({
      account: '13800138000',
      password: 'secret1',
      code: 'k1',
      captcha: '4821',
    });
  });
});
