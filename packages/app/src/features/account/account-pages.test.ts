// @vitest-environment jsdom
import { API_STATUS } from '@live/api-contract';
import { act, createElement, type FunctionComponent } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import { type MountedPage, mountPage, typeInto } from '../../app/page-test-support';
import type { Services } from '../../app/services';
import { createRootStore } from '../../stores';
import { BRAND } from '../../stores/test-fixtures';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';

let mounted: MountedPage;
let container: HTMLElement;

/** The calls the page made, by API name, and what the next login answers. */
function fakeApi(loginAnswers: ApiError[]) {
  const calls: Record<string, unknown[]> = { login: [], regist: [], resetPwd: [] };
  const user = {
    captchaImageUrl: (code: string) => `/api/user/smsCaptcha?code=${code}`,
    login: async (body: unknown) => {
      calls.login?.push(body);
      throw loginAnswers.shift() ?? new Error('no answer left');
    },
    regist: async (body: unknown) => {
      calls.regist?.push(body);
      throw new ApiError('failure', 'stop here', API_STATUS.failed, '/webapi/user/regist');
    },
    resetPwd: async (body: unknown) => {
      calls.resetPwd?.push(body);
      throw new ApiError('failure', 'stop here', API_STATUS.failed, '/webapi/user/resetPwd');
    },
    sendCode: async () => ({ mobile: '', resend_after: 60 }),
  };
  return { api: { user } as unknown as Services['api'], calls };
}

async function render(page: FunctionComponent, api: Services['api'], language: 'zh-CN' | 'pt-BR' = 'zh-CN') {
  mounted = await mountPage(page, {
    root: createRootStore({ brand: { ...BRAND, language }, storage: null, document: null }),
    api,
  });
  container = mounted.container;
}

afterEach(() => mounted.unmount());

const type = (name: string, value: string) => typeInto(container, name, value);

async function submit() {
  await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
}

const captchaImage = () => container.querySelector<HTMLImageElement>('img[src*="smsCaptcha"]');
const captchaKey = () => new URL(captchaImage()?.getAttribute('src') ?? '', 'http://x').searchParams.get('code');

describe('issue #27 login captcha on the login page', () => {
  const refused = (status: number) => new ApiError('failure', 'refused', status, '/webapi/user/login');

  it('status 5 shows the picture code; the next attempt sends its key and answer; it stays after a failure', async () => {
    const { api, calls } = fakeApi([
      refused(API_STATUS.failed),
      refused(API_STATUS.captchaRequired),
      refused(API_STATUS.failed),
    ]);
    await render(LoginPage, api);
    await type('account', '13800138000');
    await type('password', 'wrong-1');
    await submit();
    expect(captchaImage()).toBeNull();
    await submit();
    expect(captchaImage()).not.toBeNull();
    expect(container.textContent).toContain('密码错误次数较多，请输入图形验证码后再登录');
    const first = captchaKey();

    // Without the answer, the form names what is missing and sends nothing.
    await submit();
    expect(calls.login).toHaveLength(2);
    expect(container.textContent).toContain('请输入图形验证码');

    await type('captcha', '4821');
    await submit();
    expect(calls.login?.[2]).toEqual({ account: '13800138000', password: 'wrong-1', code: first, captcha: '4821' });
    // Still shown after that failure, with a new picture and an empty answer.
    expect(captchaImage()).not.toBeNull();
    expect(captchaKey()).not.toBe(first);
    expect(container.querySelector<HTMLInputElement>('input[name="captcha"]')?.value).toBe('');
  });

  it('a tap on the picture gets a new one (pt-BR)', async () => {
    const { api } = fakeApi([refused(API_STATUS.captchaRequired)]);
    await render(LoginPage, api, 'pt-BR');
    await type('account', 'demo');
    await type('password', 'x');
    await submit();
    expect(container.textContent).toContain('Muitas senhas erradas: informe também o código da imagem');
    const first = captchaKey();
    await act(async () => captchaImage()?.closest('button')?.click());
    expect(captchaKey()).not.toBe(first);
  });
});

describe('issue #27 consent at registration', () => {
  async function fillRegistration() {
    await type('mobile', '13900139000');
    await type('smsCode', '123456');
    await type('password', 'secret1');
  }

  it('registration is not sent until the agreement and privacy policy are ticked, then sends agree: 1', async () => {
    const { api, calls } = fakeApi([]);
    await render(() => createElement(RegisterPage, { mode: 'register' }), api);
    await fillRegistration();
    await submit();
    expect(calls.regist).toHaveLength(0);
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('请先勾选同意《用户协议》和《隐私政策》');

    const box = container.querySelector<HTMLInputElement>('input[type="checkbox"][name="agree"]');
    await act(async () => box?.click());
    expect(container.textContent).not.toContain('请先勾选同意');
    await submit();
    expect(calls.regist).toEqual([
      { mobile: '13900139000', sms_code: '123456', password: 'secret1', nick_name: undefined, agree: 1 },
    ]);
  });

  it('the box links the real user agreement and privacy policy pages', async () => {
    const { api } = fakeApi([]);
    await render(() => createElement(RegisterPage, { mode: 'register' }), api, 'pt-BR');
    const label = container.querySelector('label:has(input[name="agree"])');
    expect(label?.textContent).toBe('Li e aceito os Termos de uso e a Política de privacidade');
    const links = [...(label?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Termos de uso', '/mobile/privacy/1'],
      ['Política de privacidade', '/privacy'],
    ]);
  });

  it('the forget-password screen, which shares the page, asks no consent', async () => {
    const { api, calls } = fakeApi([]);
    await render(() => createElement(RegisterPage, { mode: 'reset' }), api);
    expect(container.querySelector('input[type="checkbox"]')).toBeNull();
    await fillRegistration();
    await submit();
    expect(calls.resetPwd).toEqual([{ mobile: '13900139000', sms_code: '123456', password: 'secret1' }]);
  });
});
