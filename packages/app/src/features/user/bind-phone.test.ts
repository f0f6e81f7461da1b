// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type MountedPage, mountPage, typeInto } from '../../app/page-test-support';
import type { Services } from '../../app/services';
import { createRootStore } from '../../stores';
import { BRAND, user } from '../../stores/test-fixtures';
import BindPhonePage from './BindPhonePage';

let mounted: MountedPage;
let container: HTMLElement;

async function render(mobile: string) {
  const store = createRootStore({ brand: BRAND, storage: null, document: null });
  store.user.setUser(user({ mobile }));
  const calls: { path: string; body: unknown }[] = [];
  const record = (path: string, answer: unknown) => async (body: unknown) => {
    calls.push({ path, body });
    return answer;
  };
  const api = {
    user: {
      captchaImageUrl: (code: string) => `/api/user/smsCaptcha?code=${code}`,
      sendCode: record('/webapi/user/sendCode', { mobile: '', resend_after: 60 }),
      sendVerifyCode: record('/api/user/sendVerifyCode', { mobile: '', resend_after: 60 }),
      bindPhone: record('/api/User/bindPhone', user({ mobile: '139****9000' })),
    },
  } as unknown as Services['api'];
  mounted = await mountPage(BindPhonePage, { root: store, api });
  container = mounted.container;
  return calls;
}

afterEach(() => mounted.unmount());

const type = (name: string, value: string) => typeInto(container, name, value);

const button = (text: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === text);
const captchaKey = () =>
  new URL(container.querySelector('img')?.getAttribute('src') ?? '', 'http://x').searchParams.get('code');

describe('issue #27 bind-phone: the picture code before the SMS code, the password before a new number', () => {
  it('asks /api/user/sendVerifyCode (logged in) with the picture code’s key and answer', async () => {
    const calls = await render('');
    await type('mobile', '13900139000');
    await type('captcha', 'Ab3x');
    await act(async () => button('获取验证码')?.click());
    expect(calls).toEqual([
      { path: '/api/user/sendVerifyCode', body: { mobile: '13900139000', captcha: 'Ab3x', code: captchaKey() } },
    ]);
  });

  it('without the picture code no SMS code is asked', async () => {
    const calls = await render('');
    await type('mobile', '13900139000');
    await act(async () => button('获取验证码')?.click());
    expect(calls).toEqual([]);
    expect(container.textContent).toContain('请输入图形验证码');
  });

  it('a first number binds without a password field', async () => {
    const calls = await render('');
    expect(container.querySelector('input[name="password"]')).toBeNull();
    await type('mobile', '13900139000');
    await type('smsCode', '123456');
    await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    expect(calls).toEqual([{ path: '/api/User/bindPhone', body: { mobile: '13900139000', sms_code: '123456' } }]);
  });

  it('replacing a number needs the account password, and sends it', async () => {
    const calls = await render('138****8000');
    await type('mobile', '13900139000');
    await type('smsCode', '123456');
    const submit = () => act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    await submit();
    expect(calls).toEqual([]);
    expect(container.textContent).toContain('请输入密码');
    await type('password', 'old-secret');
    await submit();
    expect(calls).toEqual([
      { path: '/api/User/bindPhone', body: { mobile: '13900139000', sms_code: '123456', password: 'old-secret' } },
    ]);
  });
});
