import type { BrandDescriptor } from '@live/brand-schema';
import type { APIRequestContext, Page } from '@playwright/test';
import { loginThroughUi, newUser } from '../account.ts';
import { brandUrl, flowBrands } from '../brands.ts';
import { expect, test } from '../fixtures.ts';

// Issue #19: money flows through the real pages and the sandbox's payment and payout controls.

async function call<T>(request: APIRequestContext, brand: BrandDescriptor, path: string, data: object): Promise<T> {
  const response = await request.post(new URL(path, brandUrl(brand.id)).href, { data });
  const body = (await response.json()) as { status: number; msg: string; data: T };
  expect(body.status, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}

/** A new user registered through the API (picture and SMS codes from the sandbox's controls). */
async function registered(
  page: Page,
  brand: BrandDescriptor,
): Promise<{ mobile: string; password: string; uid: number; token: string }> {
  const { mobile, password } = newUser('money');
  const key = `money${mobile}`;
  await page.request.get(new URL(`/api/user/smsCaptcha?code=${key}`, brandUrl(brand.id)).href);
  const captcha = await page.request.get(new URL(`/sandbox/last-captcha?code=${key}`, brandUrl(brand.id)).href);
  const { answer } = ((await captcha.json()) as { data: { answer: string } }).data;
  await call(page.request, brand, '/webapi/user/sendCode', { mobile, captcha: answer, code: key });
  const sms = await page.request.get(new URL(`/sandbox/last-sms?mobile=${mobile}`, brandUrl(brand.id)).href);
  const { code } = ((await sms.json()) as { data: { code: string } }).data;
  const user = await call<{ id: number; token: string }>(page.request, brand, '/webapi/user/regist', {
    mobile,
    sms_code: code,
    password,
    agree: 1,
  });
  // The account's welcome modal opens at its first tap on any page and swallowed a link's click (new-benefit.spec
  // meets it), so the platform is told it was shown.
  await call(page.request, brand, '/api/benefit/newBenefitShown', { token: user.token });
  return { mobile, password, uid: user.id, token: user.token };
}

for (const brand of flowBrands) {
  const zh = brand.language === 'zh-CN';
  const tx = (chinese: string, portuguese: string) => (zh ? chinese : portuguese);

  test.describe(`${brand.id} money`, () => {
    test('recharge, VIP (user centre and a chat badge), goods into bag and records, check-in and a task reward, a withdrawal paid out', async ({
      page,
    }) => {
      // About a minute on an idle machine; the wider limit is for shared CI cores.
      test.setTimeout(180_000);
      const user = await registered(page, brand);
      await page.goto(`${brandUrl(brand.id)}login`);
      await loginThroughUi(page, brand, user.mobile, user.password);
      await expect(page).toHaveURL(new RegExp(`/m/${brand.rootRoute}$`));

      // Recharge: the sandbox cashier completes the payment and the gold arrives once.
      await page.goto(`${brandUrl(brand.id)}user-center/wallet`);
      await page.getByRole('link', { name: tx('充值', 'Recarregar'), exact: true }).click();
      await page.getByRole('button', { name: zh ? /^300\s*金币/ : /^300\s*Moedas/ }).click();
      await page.getByRole('button', { name: tx('立即支付 ¥30', 'Pagar R$ 30') }).click();
      await page.getByRole('button', { name: tx('确认支付', 'Pagar'), exact: true }).click();
      await expect(page).toHaveURL(/\/m\/recharge\?order=\d+$/);
      await expect(page.getByTestId('recharge-order')).toContainText(
        tx('充值成功，310 金币已到账', '310 moedas creditadas'),
      );

      // VIP: bought with gold; the state follows the §4 rule here and in the user centre.
      await page.goto(`${brandUrl(brand.id)}user-center/wallet`);
      await page.getByRole('link', { name: tx('开通会员', 'Planos VIP') }).click();
      await expect(page.getByTestId('vip-state')).toHaveText(tx('您还不是会员', 'Você ainda não é VIP'));
      await page
        .getByRole('button', { name: tx('立即开通', 'Assinar'), exact: true })
        .first()
        .click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: tx('确定', 'Confirmar') })
        .click();
      await expect(page.getByTestId('vip-state')).toContainText(tx('VIP1 会员，有效期至', 'VIP 1 ativo até'));
      await page.goto(`${brandUrl(brand.id)}user-center`);
      await expect(page.getByText(tx('VIP 至', 'VIP até'))).toBeVisible();

      // ... and in chat: my message in a group I create carries the VIP badge.
      await page.goto(`${brandUrl(brand.id)}c2c?tab=group`);
      await page.getByRole('button', { name: tx('创建群聊', 'Criar grupo') }).click();
      await page.getByRole('textbox', { name: tx('群名称', 'Nome do grupo') }).fill('VIP');
      await page.getByRole('button', { name: tx('创建', 'Criar'), exact: true }).click();
      const words = `vip ${Date.now()}`;
      await page.getByRole('textbox', { name: tx('消息内容', 'Mensagem') }).fill(words);
      await page.getByRole('button', { name: tx('发送', 'Enviar'), exact: true }).click();
      const mine = page.locator('.chat-msg--out', { hasText: words });
      await expect(mine.getByTestId('chat-vip')).toHaveText('VIP1', { timeout: 15_000 });

      // Goods: a virtual item goes to the bag, and the order is in the records.
      await page.goto(`${brandUrl(brand.id)}user-center/wallet`);
      await page.getByRole('link', { name: tx('金币商城', 'Loja de moedas') }).click();
      await expect(page.getByText(tx('共 11 件商品', '11 produtos'))).toBeVisible();
      await page
        .getByRole('button', { name: tx('兑换', 'Trocar'), exact: true })
        .first()
        .click();
      await page.getByRole('button', { name: tx('确认兑换', 'Confirmar troca') }).click();
      await page.getByRole('link', { name: tx('查看兑换记录', 'Ver pedidos') }).click();
      await expect(page.getByTestId('bag-item').first()).toContainText(tx('未使用', 'Não usado'));
      await page.getByRole('tab', { name: tx('订单', 'Pedidos') }).click();
      await expect(page.getByTestId('order')).toHaveCount(1);
      await expect(page.getByTestId('order')).toContainText(tx('x1 · 100 金币', 'x1 · 100 moedas'));

      // Check-in (立即签到 -> 您今天已签到) and a finished task's reward (an article shared), claimed once.
      await call(page.request, brand, '/api/share/create', { token: user.token, kind: 'dynamic', id: 1 });
      await page.goto(`${brandUrl(brand.id)}user-center/task`);
      await page.getByRole('button', { name: tx('立即签到', 'Fazer check-in') }).click();
      await expect(page.getByRole('button', { name: tx('您今天已签到', 'Você já fez check-in hoje') })).toBeDisabled();
      const share = page.locator('[data-task="shareInfo"]');
      await share.getByRole('button', { name: tx('领取', 'Resgatar') }).click();
      await expect(share).toContainText(tx('已领取', 'Resgatado'));

      // Withdrawal: review -> dispatching -> dispatched, stepped by the sandbox's payout control.
      await call(page.request, brand, '/sandbox/credit', { uid: user.uid, money: 50 });
      await page.goto(`${brandUrl(brand.id)}user-center/withdraw`);
      await expect(page.getByTestId('withdrawable')).toHaveText(tx('50.00', 'R$ 50,00'));
      await page.getByRole('textbox', { name: tx('提现金额', 'Valor') }).fill('12.5');
      await page.getByRole('textbox', { name: tx('收款账号', 'Conta (chave Pix ou banco)') }).fill('6222000011112222');
      await page.getByRole('textbox', { name: tx('收款人姓名', 'Nome do titular') }).fill(tx('张三', 'Ana'));
      await page.getByRole('button', { name: tx('提交提现', 'Solicitar saque') }).click();
      const payout = page.locator('.payout__row').first();
      await expect(payout).toContainText(tx('审核中', 'Em análise'));
      await expect(page.getByTestId('withdrawable')).toHaveText(tx('37.50', 'R$ 37,50'));
      const { list } = await call<{ list: { id: number }[] }>(page.request, brand, '/api/wallet/getPayoutList', {
        token: user.token,
      });
      await call(page.request, brand, '/sandbox/payout', { id: list[0]?.id });
      await expect(payout).toHaveAttribute('data-stage', 'dispatching', { timeout: 15_000 });
      await call(page.request, brand, '/sandbox/payout', { id: list[0]?.id });
      await expect(payout).toHaveAttribute('data-stage', 'dispatched', { timeout: 15_000 });
      await expect(payout.locator('.account-status')).toHaveText(tx('已派发', 'Enviado'));
    });

    test('a rename card renames (issue #32): used from the bag, it takes the new nickname and is then used', async ({
      page,
    }) => {
      const user = await registered(page, brand);
      await call(page.request, brand, '/sandbox/credit', { uid: user.uid, gold: 500 });
      await call(page.request, brand, '/api/shop/buyGoods', {
        token: user.token,
        goods_id: 2,
        request_id: `rename-${user.uid}`,
      });
      await page.goto(`${brandUrl(brand.id)}login`);
      await loginThroughUi(page, brand, user.mobile, user.password);
      await expect(page).toHaveURL(new RegExp(`/m/${brand.rootRoute}$`));
      await page.goto(`${brandUrl(brand.id)}user-center`);
      await page.getByRole('link', { name: tx('我的背包', 'Minha mochila') }).click();
      const card = page.getByTestId('bag-item').first();
      await expect(card).toContainText(tx('可修改一次昵称', 'Troca o apelido uma vez'));
      await card.getByRole('button', { name: tx('使用', 'Usar') }).click();
      const nick = `${tx('新名', 'Ana')}${user.uid % 100000}`;
      await page.getByRole('textbox', { name: tx('新昵称', 'Novo apelido') }).fill(nick);
      await page.getByRole('button', { name: tx('确定', 'Confirmar'), exact: true }).click();
      await expect(card).toContainText(tx('已使用', 'Usado'));
      await page.goto(`${brandUrl(brand.id)}user-center`);
      await expect(page.getByText(nick).first()).toBeVisible();
    });

    test('an avatar frame bought on its item page frames the avatar; the address book from 设置 (issue #32)', async ({
      page,
    }) => {
      const user = await registered(page, brand);
      await call(page.request, brand, '/sandbox/credit', { uid: user.uid, gold: 500 });
      await page.goto(`${brandUrl(brand.id)}login`);
      await loginThroughUi(page, brand, user.mobile, user.password);
      await expect(page).toHaveURL(new RegExp(`/m/${brand.rootRoute}$`));
      await page.goto(`${brandUrl(brand.id)}newshop`);
      await page.getByRole('link', { name: tx('炫彩头像框', 'Moldura de avatar') }).click();
      await expect(page).toHaveURL(/\/m\/newshop\?goods=3$/);
      const item = page.getByTestId('goods-page');
      await expect(item).toContainText(tx('持续 30 天', 'por 30 dias'));
      await expect(item).toContainText(tx('兑换后 30 天内使用', 'Use em até 30 dias após a troca'));
      await item.getByRole('button', { name: tx('兑换', 'Trocar'), exact: true }).click();
      await page.getByRole('button', { name: tx('确认兑换', 'Confirmar troca') }).click();
      await page.getByRole('link', { name: tx('查看兑换记录', 'Ver pedidos') }).click();
      const frame = page.getByTestId('bag-item').first();
      await frame.getByRole('button', { name: tx('使用', 'Usar') }).click();
      await expect(frame).toContainText(tx('已使用', 'Usado'));
      await page.goto(`${brandUrl(brand.id)}user-center`);
      await expect(page.locator('.user-center [data-frame]').first()).toBeVisible();

      await page
        .getByRole('link', { name: tx('设置', 'Configurações'), exact: true })
        .first()
        .click();
      await page.getByRole('link', { name: tx('收货地址', 'Endereços de entrega') }).click();
      await expect(page.getByText(tx('还没有收货地址', 'Nenhum endereço ainda'))).toBeVisible();
      await page.getByRole('button', { name: tx('添加收货地址', 'Adicionar endereço') }).click();
      const form = page.getByRole('dialog');
      await form.getByRole('textbox', { name: tx('收货人', 'Destinatário') }).fill(tx('张三', 'Ana'));
      await form.getByRole('textbox', { name: tx('手机号', 'Telefone') }).fill('12ab');
      await form.getByRole('textbox', { name: tx('所在地区', 'Cidade / estado') }).fill(tx('上海', 'São Paulo / SP'));
      await form.getByRole('textbox', { name: tx('详细地址', 'Endereço completo') }).fill(tx('一号', 'Rua A, 1'));
      await form.getByRole('button', { name: tx('保存', 'Salvar') }).click();
      await expect(form).toContainText(tx('手机号格式不正确', 'Telefone inválido'));
      await form.getByRole('textbox', { name: tx('手机号', 'Telefone') }).fill(tx('13800138000', '+55 11 91234-5678'));
      await form.getByRole('button', { name: tx('保存', 'Salvar') }).click();
      await expect(page.getByTestId('address')).toHaveCount(1);
      await expect(page.getByTestId('address')).toContainText(tx('默认', 'Padrão'));
    });
  });
}
