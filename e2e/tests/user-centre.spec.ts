import type { BrandDescriptor } from '@live/brand-schema';
import type { Page } from '@playwright/test';
import { loginThroughUi, newUser, type NewUser, storedToken } from '../account.ts';
import { brandUrl, flowBrands } from '../brands.ts';
import { expect, test } from '../fixtures.ts';
import { paths } from '../../packages/app/src/routes/paths.ts';

/** The texts these tests look for, in the brand's language. */
const TEXT = {
  'zh-CN': {
    profile: '个人资料',
    nick: '昵称',
    signature: '个性签名',
    save: '保存',
    saved: '已保存',
    changeAvatar: '更换头像',
    settings: '设置',
    bindPhone: '绑定手机',
    mobile: '手机号',
    captcha: '图形验证码',
    sendCode: '获取验证码',
    resendIn: /秒后重发/,
    smsCode: '短信验证码',
    bound: '手机号已绑定',
    accountPassword: '账号密码',
    feedback: '意见反馈',
    content: '反馈内容',
    submitFeedback: '提交反馈',
    thanks: '感谢你的反馈',
    apply: '申请成为主播',
    realName: '真实姓名',
    contact: '联系方式',
    reason: '申请理由',
    submit: '提交',
    agreeAnchor: /^我已阅读并同意《主播协议》/,
    review: '审核中',
    granted: '你已经是主播了',
    account: '账号与密码',
    oldPassword: '原密码',
    newPassword: '新密码',
    confirmPassword: '确认新密码',
    changePassword: '修改密码',
    changed: '密码已修改',
    logout: '退出登录',
    needLogin: '您还未登录',
    goLogin: '去登录',
  },
  'pt-BR': {
    profile: 'Perfil',
    nick: 'Apelido',
    signature: 'Bio',
    save: 'Salvar',
    saved: 'Salvo',
    changeAvatar: 'Trocar foto',
    settings: 'Configurações',
    bindPhone: 'Vincular celular',
    mobile: 'Celular',
    captcha: 'Código da imagem',
    sendCode: 'Enviar código',
    resendIn: /Reenviar em/,
    smsCode: 'Código SMS',
    bound: 'Celular vinculado',
    accountPassword: 'Senha da conta',
    feedback: 'Enviar feedback',
    content: 'Sua mensagem',
    submitFeedback: 'Enviar feedback',
    thanks: 'Obrigado!',
    apply: 'Quero ser apresentador',
    realName: 'Nome completo',
    contact: 'Contato',
    reason: 'Por que você quer?',
    submit: 'Enviar',
    agreeAnchor: /^Li e aceito os Termos do apresentador/,
    review: 'Em análise',
    granted: 'Você já é apresentador',
    account: 'Conta e senha',
    oldPassword: 'Senha atual',
    newPassword: 'Nova senha',
    confirmPassword: 'Confirme a nova senha',
    changePassword: 'Alterar senha',
    changed: 'Senha alterada',
    logout: 'Sair',
    needLogin: 'Você não entrou',
    goLogin: 'Entrar',
  },
} as const;

async function sandboxGet<T>(page: Page, brand: BrandDescriptor, path: string): Promise<T> {
  const body = (await (await page.request.get(new URL(path, brandUrl(brand.id)).href)).json()) as {
    status: number;
    data: T;
  };
  expect(body.status, path).toBe(0);
  return body.data;
}

async function api<T>(page: Page, brand: BrandDescriptor, path: string, data: object): Promise<T> {
  const response = await page.request.post(new URL(path, brandUrl(brand.id)).href, { data });
  const body = (await response.json()) as { status: number; msg: string; data: T };
  expect(body.status, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}

/** A fresh account (the tests change its password and roles, so never the shared demo user). */
async function registerByApi(page: Page, brand: BrandDescriptor, user: NewUser): Promise<void> {
  const key = `e2e${user.mobile.replace('+', '')}`;
  await page.request.get(new URL(`/api/user/smsCaptcha?code=${key}`, brandUrl(brand.id)).href);
  const { answer } = await sandboxGet<{ answer: string }>(page, brand, `/sandbox/last-captcha?code=${key}`);
  await api(page, brand, '/webapi/user/sendCode', { mobile: user.mobile, captcha: answer, code: key });
  const { code } = await sandboxGet<{ code: string }>(
    page,
    brand,
    `/sandbox/last-sms?mobile=${encodeURIComponent(user.mobile)}`,
  );
  await api(page, brand, '/webapi/user/regist', {
    mobile: user.mobile,
    sms_code: code,
    password: user.password,
    agree: 1,
  });
}

/** A 2000x1500 PNG drawn in the page, larger than the 1200x1200 the upload rule allows (spec §5). */
async function bigPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2000;
    canvas.height = 1500;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const gradient = context.createLinearGradient(0, 0, 2000, 1500);
    gradient.addColorStop(0, '#ff5722');
    gradient.addColorStop(1, '#3f51b5');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 2000, 1500);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** The natural size of the image served at `src`, loaded fresh by the browser. */
async function servedSize(page: Page, src: string): Promise<{ width: number; height: number }> {
  return page.evaluate(
    (url) =>
      new Promise((resolve, reject) => {
        const image = new Image();
        image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
        image.onerror = () => reject(new Error(`${url} did not load`));
        image.src = `${url}?fresh=${Date.now()}`;
      }),
    src,
  );
}

for (const brand of flowBrands) {
  const text = TEXT[brand.language];
  // The brand's address is known only once the preview serves it, so it is read inside tests (not at load,
  // which `playwright test --list` also runs).
  const base = () => brandUrl(brand.id);
  const open = (page: Page, to: string) => page.goto(`${base()}${to.slice(1)}`);
  // In-app, as the router would after a link (no page load): keeps the many steps short.
  const go = (page: Page, to: string) =>
    page.evaluate((href) => {
      history.pushState(null, '', href);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/m${to}`);
  const centre = (page: Page) => page.locator('.user-center__header');

  test.describe(`${brand.id} user centre`, () => {
    test('profile, avatar, phone, feedback, anchor application and password, through the centre’s links', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const user = newUser(brand.id, brand.language);
      await registerByApi(page, brand, user);
      await open(page, paths.login());
      await loginThroughUi(page, brand, user.mobile, user.password);
      await expect(page).toHaveURL(new RegExp(`/m/${brand.rootRoute}$`));

      // Profile: the new nick and signature show in the centre; untrusted text stays text.
      await open(page, paths.userCenter());
      await centre(page).getByRole('link', { name: text.profile }).click();
      const nick = `<b>${user.nick}</b>`;
      await page.getByRole('textbox', { name: text.nick }).fill(nick);
      await page.getByRole('textbox', { name: text.signature }).fill('e2e signature');
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.saved)).toBeVisible();

      // Avatar: a 2000x1500 picture is stored within 1200x1200 and shown in the centre.
      await page.getByLabel(text.changeAvatar).setInputFiles({
        name: 'big.png',
        mimeType: 'image/png',
        buffer: await bigPng(page),
      });
      const avatar = page.locator('.user-info__avatar img');
      // Through the COS SDK, signed with the temporary keys and checked by the sandbox as COS would (issue #32).
      await expect(avatar).toHaveAttribute('src', /\/sandbox\/cos\/sandbox-1250000000\/images\/u\d+\//);
      const src = (await avatar.getAttribute('src')) ?? '';
      expect(await servedSize(page, src)).toEqual({ width: 1200, height: 900 });

      // A new page load reads the user from the platform again.
      await open(page, paths.userCenter());
      await expect(centre(page).getByRole('heading', { level: 1 })).toHaveText(nick);
      await expect(centre(page)).toContainText('e2e signature');
      await expect(centre(page).locator('img').first()).toHaveAttribute('src', src);

      // Replace the phone with the account password, the picture code and the SMS code.
      await centre(page).getByRole('link', { name: text.settings }).click();
      await page.getByRole('link', { name: text.bindPhone }).click();
      await page.getByLabel(text.accountPassword).fill(user.password);
      const phone = newUser(brand.id, brand.language);
      await page.getByRole('textbox', { name: text.mobile, exact: true }).fill(phone.typed);
      const captchaSrc = (await page.locator('form img').getAttribute('src')) ?? '';
      await expect(page.locator('form img')).toHaveJSProperty('complete', true);
      const key = new URL(captchaSrc, base()).searchParams.get('code') ?? '';
      const { answer } = await sandboxGet<{ answer: string }>(page, brand, `/sandbox/last-captcha?code=${key}`);
      await page.getByRole('textbox', { name: text.captcha, exact: true }).fill(answer);
      await page.getByRole('button', { name: text.sendCode }).click();
      await expect(page.getByRole('button', { name: text.resendIn })).toBeVisible();
      const { code } = await sandboxGet<{ code: string }>(
        page,
        brand,
        `/sandbox/last-sms?mobile=${encodeURIComponent(phone.mobile)}`,
      );
      await page.getByRole('textbox', { name: text.smsCode, exact: true }).fill(code);
      await page.getByRole('button', { name: text.bindPhone, exact: true }).click();
      await expect(page.getByText(text.bound)).toBeVisible();
      await expect(page.getByText(`${phone.mobile.slice(0, 3)}****${phone.mobile.slice(-4)}`)).toBeVisible();

      // Feedback.
      await go(page, paths.userCenter());
      await page.getByRole('link', { name: text.feedback }).click();
      await page.getByRole('textbox', { name: text.content }).fill('e2e: the score page could show corners');
      await page.getByRole('button', { name: text.submitFeedback }).click();
      await expect(page.getByText(text.thanks)).toBeVisible();

      // Apply as an anchor: under review, then approved by the platform.
      await go(page, paths.userCenter());
      await page.getByRole('link', { name: text.apply, exact: true }).click();
      await page.getByRole('textbox', { name: text.realName }).fill('E2E Tester');
      await page.getByRole('textbox', { name: text.contact }).fill(user.mobile);
      await page.getByRole('textbox', { name: text.reason }).fill('I know the Premier League well');
      await page.getByRole('checkbox', { name: text.agreeAnchor }).check();
      await page.getByRole('button', { name: text.submit, exact: true }).click();
      await expect(page.getByRole('heading', { name: text.review })).toBeVisible();
      const token = await storedToken(page, brand);
      const status = await api<{ application: { id: number } }>(page, brand, '/api/user/getApplyStatus', {
        token,
        type: 1,
      });
      await api(page, brand, '/sandbox/review-apply', { id: status.application.id, approve: true });
      await go(page, paths.userCenter());
      await go(page, paths.userApply({ type: 1 }));
      await expect(page.getByText(text.granted)).toBeVisible();

      // Change the password, log out, log in with the new one.
      await go(page, paths.userSetting());
      await page.getByRole('link', { name: text.account }).click();
      await page.getByLabel(text.oldPassword).fill(user.password);
      await page.getByLabel(new RegExp(`^${text.newPassword}`)).fill('newPass77');
      await page.getByLabel(text.confirmPassword).fill('newPass77');
      await page.getByRole('button', { name: text.changePassword }).click();
      await expect(page.getByText(text.changed)).toBeVisible();
      await go(page, paths.userCenter());
      await page.getByRole('button', { name: text.logout }).click();
      await expect(page).toHaveURL(new RegExp(`/m/${brand.rootRoute}$`));
      await open(page, paths.login());
      await loginThroughUi(page, brand, user.mobile, 'newPass77');
      await expect(page).toHaveURL(new RegExp(`/m/${brand.rootRoute}$`));
      await open(page, paths.userCenter());
      await expect(centre(page).getByRole('heading', { level: 1 })).toHaveText(nick);
    });

    test('a guest on each sub-page is sent to /login, and comes back after logging in', async ({ page }) => {
      const subPages = [
        paths.userSetting(),
        paths.userInfo(),
        paths.userEditAccount(),
        paths.userBindPhone(),
        paths.userMessage(),
        paths.userLiveRecord(),
        paths.userMyMaterial(),
        paths.userApply({ type: 1 }),
        paths.userFeedback(),
        paths.userAttentMgmt(),
        paths.userMyLog(),
        paths.userCenterAnchor(),
      ];
      await open(page, paths.userCenter());
      for (const to of subPages) {
        await go(page, to);
        await expect(page.getByText(text.needLogin), to).toBeVisible();
        await page.getByRole('link', { name: text.goLogin, exact: true }).click();
        await expect(page, to).toHaveURL(/\/m\/login$/);
      }
      await loginThroughUi(page, brand, 'demo', 'sandbox123');
      await expect(page).toHaveURL(new RegExp(`/m${paths.userCenterAnchor()}$`));
    });
  });
}
