import type { BrandDescriptor } from '@live/brand-schema';
import { expect, type Page } from '@playwright/test';
import { brandUrl } from './brands.ts';

export interface NewUser {
  /** The number as the platform stores it: the login account and the key of its SMS codes. */
  mobile: string;
  /** The number as a person of the market types it on the pages. */
  typed: string;
  password: string;
  nick: string;
}

let counter = 0;

/**
 * A user no other test uses: a fresh mobile number and nickname per call (tests of all brands share one sandbox,
 * from several workers, and it refuses a nickname another user has). The number is of the language's market
 * (issue #30): a mainland one (138 and 8 digits, never a Brazilian mobile) for zh-CN, a Rio de Janeiro mobile typed
 * "(21) 9xxxx-xxxx" and stored as +55219xxxxxxxx for pt-BR.
 */
export function newUser(prefix: string, language: BrandDescriptor['language'] = 'zh-CN'): NewUser {
  counter += 1;
  const digits = `${Date.now() % 1e6}${process.pid % 100}${counter}`.padStart(8, '0').slice(-8);
  // The worker's pid keeps two workers' nicknames apart, and short (a test wraps one in <b></b> within 20).
  const nick = `${prefix}${process.pid.toString(36).slice(-3)}${counter}`.slice(0, 20);
  const user = { password: 'e2ePass99', nick };
  if (language === 'pt-BR') {
    return { ...user, mobile: `+55219${digits}`, typed: `(21) 9${digits.slice(0, 4)}-${digits.slice(4)}` };
  }
  return { ...user, mobile: `138${digits}`, typed: `138${digits}` };
}

/** A sandbox control's query value: a + in a number must not turn into a space. */
const query = (value: string) => encodeURIComponent(value);

/** Answers a sandbox test control (the SMS and picture codes a real user reads off their phone and screen). */
async function sandboxData<T>(page: Page, brand: BrandDescriptor, path: string): Promise<T> {
  const response = await page.request.get(new URL(path, brandUrl(brand.id)).href);
  const body = (await response.json()) as { status: number; data: T };
  expect(body.status, `${path} answered`).toBe(0);
  return body.data;
}

const zh = (brand: BrandDescriptor) => brand.language === 'zh-CN';

/**
 * Registers through the register page, as a user would: picture code, SMS code, password, the ticked agreement.
 * Ends logged in.
 */
/**
 * Registers `user` through the register page. The new account's welcome modal opens at its first tap on any page
 * and takes that tap (a link's, a logout's), so the platform is told it was shown, as it would be once the user
 * closed it; `welcome: true` keeps it for the tests of the modal itself.
 */
export async function registerThroughUi(
  page: Page,
  brand: BrandDescriptor,
  user: NewUser,
  { welcome = false }: { welcome?: boolean } = {},
): Promise<void> {
  await page.goto(`${brandUrl(brand.id)}register`);
  await page.getByRole('textbox', { name: zh(brand) ? '手机号' : 'Celular', exact: true }).fill(user.typed);
  const captchaSrc = await page.locator('form img').getAttribute('src');
  await expect(page.locator('form img')).toHaveJSProperty('complete', true);
  const code = new URL(captchaSrc ?? '', brandUrl(brand.id)).searchParams.get('code') ?? '';
  const { answer } = await sandboxData<{ answer: string }>(page, brand, `/sandbox/last-captcha?code=${code}`);
  await page.getByRole('textbox', { name: zh(brand) ? '图形验证码' : 'Código da imagem', exact: true }).fill(answer);
  await page.getByRole('button', { name: zh(brand) ? '获取验证码' : 'Enviar código' }).click();
  await expect(page.getByRole('button', { name: zh(brand) ? /秒后重发/ : /Reenviar em/ })).toBeVisible();
  const { code: sms } = await sandboxData<{ code: string }>(
    page,
    brand,
    `/sandbox/last-sms?mobile=${query(user.mobile)}`,
  );
  await page.getByRole('textbox', { name: zh(brand) ? '短信验证码' : 'Código SMS', exact: true }).fill(sms);
  await page.getByRole('textbox', { name: zh(brand) ? '密码' : 'Senha', exact: true }).fill(user.password);
  await page
    .getByRole('textbox', { name: zh(brand) ? '昵称（选填）' : 'Apelido (opcional)', exact: true })
    .fill(user.nick);
  await page.getByRole('checkbox', { name: zh(brand) ? /^我已阅读并同意/ : /^Li e aceito/ }).check();
  await page.getByRole('button', { name: zh(brand) ? '注册' : 'Cadastrar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/m/${brand.rootRoute}$`));
  if (welcome) return;
  const shown = await page.request.post(new URL('/api/benefit/newBenefitShown', brandUrl(brand.id)).href, {
    data: { token: await storedToken(page, brand) },
  });
  expect(((await shown.json()) as { status: number }).status).toBe(0);
}

/** Registers through the platform API, as another device would (picture code, SMS code, the ticked agreement). */
export async function registerByApi(page: Page, brand: BrandDescriptor, user: NewUser): Promise<void> {
  const base = brandUrl(brand.id);
  const key = `e2e${user.mobile.replace('+', '')}`;
  await page.request.get(new URL(`/api/user/smsCaptcha?code=${key}`, base).href);
  const { answer } = await sandboxData<{ answer: string }>(page, brand, `/sandbox/last-captcha?code=${key}`);
  const post = async (path: string, data: object) => {
    const body = (await (await page.request.post(new URL(path, base).href, { data })).json()) as {
      status: number;
      msg: string;
    };
    expect(body.status, `${path}: ${body.msg}`).toBe(0);
  };
  await post('/webapi/user/sendCode', { mobile: user.mobile, captcha: answer, code: key });
  const { code } = await sandboxData<{ code: string }>(page, brand, `/sandbox/last-sms?mobile=${query(user.mobile)}`);
  await post('/webapi/user/regist', {
    mobile: user.mobile,
    sms_code: code,
    password: user.password,
    nick_name: user.nick,
    agree: 1,
  });
}

/** The answer of the picture code the page shows (the sandbox's test control reads what a person reads). */
export async function shownCaptchaAnswer(page: Page, brand: BrandDescriptor): Promise<string> {
  const image = page.locator('form img');
  await expect(image).toHaveJSProperty('complete', true);
  const code = new URL((await image.getAttribute('src')) ?? '', brandUrl(brand.id)).searchParams.get('code') ?? '';
  return (await sandboxData<{ answer: string }>(page, brand, `/sandbox/last-captcha?code=${code}`)).answer;
}

export async function loginThroughUi(page: Page, brand: BrandDescriptor, account: string, password: string) {
  await page.getByRole('textbox', { name: zh(brand) ? '手机号/账号' : 'Celular ou conta', exact: true }).fill(account);
  await page.getByRole('textbox', { name: zh(brand) ? '密码' : 'Senha', exact: true }).fill(password);
  await page.getByRole('button', { name: zh(brand) ? '登录' : 'Entrar', exact: true }).click();
}

/** The logged-in user's token, read from the brand's persisted store. */
export async function storedToken(page: Page, brand: BrandDescriptor): Promise<string> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').userInfo?.token ?? '', brand.storeKey);
}

/** The logged-in user's id, read from the brand's persisted store (0 for a guest). */
export async function storedUserId(page: Page, brand: BrandDescriptor): Promise<number> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').userInfo?.id ?? 0, brand.storeKey);
}

export async function expireToken(page: Page, brand: BrandDescriptor, token: string): Promise<void> {
  const response = await page.request.post(new URL('/sandbox/expire-token', brandUrl(brand.id)).href, {
    data: { token },
  });
  expect(((await response.json()) as { status: number }).status).toBe(0);
}
