import type { BrandDescriptor } from '@live/brand-schema';
// The plain test: this spec meets the new-benefit modal as a new visitor does (the shared fixture gets past it).
import type { Page } from '@playwright/test';
import { expect, newContext, onDayTest as test } from '../fixtures.ts';
import { loginThroughUi, newUser, registerThroughUi } from '../account.ts';
import { brandUrl, flowBrands } from '../brands.ts';

const zh = (brand: BrandDescriptor) => brand.language === 'zh-CN';

/** Scrolls (the visitor's first interaction, which the modal waits for) until `dialog` shows. */
async function scrollUntilShown(page: Page, dialog: ReturnType<Page['getByRole']>) {
  await expect(async () => {
    await page.mouse.wheel(0, 200);
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

for (const brand of flowBrands) {
  test.describe(`${brand.id} new-benefit modal`, () => {
    test("a visitor is sent to register, the new account is told its bonus once per account, never over a page's own dialog (spec §2, issue #28)", async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const base = brandUrl(brand.id);
      const offerAnswer = await page.request.post(new URL('/api/benefit/getNewBenefit', base).href, { data: {} });
      const { gold } = ((await offerAnswer.json()) as { data: { gold: number } }).data;
      expect(gold).toBeGreaterThan(0);

      // A visitor: the offer says what registering brings and leads to the register page.
      await page.goto(`${base}score`);
      await expect(page.locator('html[data-route]')).toHaveCount(1);
      const offer = page.getByRole('dialog', { name: zh(brand) ? '新人福利' : 'Bônus de boas-vindas' });
      await scrollUntilShown(page, offer);
      await expect(offer).toContainText(zh(brand) ? `注册即送 ${gold} 金币` : `ganhe ${gold} moedas`);
      await offer.getByRole('link', { name: zh(brand) ? '立即注册' : 'Cadastrar agora' }).click();
      await expect(page).toHaveURL(/\/m\/register$/);
      await expect(offer).toHaveCount(0);

      const user = newUser(`nb${brand.id}`, brand.language);
      await registerThroughUi(page, brand, user, { welcome: true });

      // The new account: the page's own dialog (the league sheet) is open first; the modal waits for it to close.
      await page.goto(`${base}score`);
      await expect(page.locator('html[data-route]')).toHaveCount(1);
      const granted = page.getByRole('dialog', { name: zh(brand) ? '新人福利已到账' : 'Seu bônus chegou' });
      // A bare click event opens the sheet without counting as the visitor's first tap, so the sheet is first.
      await page.getByRole('button', { name: zh(brand) ? '全部赛事' : 'Todos os campeonatos' }).dispatchEvent('click');
      const sheet = page.getByRole('dialog', { name: zh(brand) ? '赛事筛选' : 'Filtrar campeonatos' });
      await expect(sheet).toBeVisible();
      await page.mouse.wheel(0, 200);
      await page.waitForTimeout(3_000);
      await expect(granted).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(sheet).toHaveCount(0);
      await expect(granted).toBeVisible({ timeout: 10_000 });
      await expect(granted).toContainText(String(gold));
      await expect(granted.getByRole('link', { name: zh(brand) ? '查看钱包' : 'Ver carteira' })).toHaveAttribute(
        'href',
        '/m/user-center/wallet',
      );
      await granted.getByRole('button', { name: zh(brand) ? '关闭' : 'Fechar' }).click();
      await expect(granted).toHaveCount(0);

      // Once per account: not after a reload, nor on another device.
      await page.reload();
      await page.mouse.wheel(0, 200);
      await page.waitForTimeout(3_000);
      await expect(granted).toHaveCount(0);
      const device = await newContext(browser, {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      });
      try {
        const other = await device.newPage();
        await other.goto(`${base}login`);
        await loginThroughUi(other, brand, user.mobile, user.password);
        await expect(other).toHaveURL(new RegExp(`/m/${brand.rootRoute}$`));
        await expect(other.locator('html[data-route]')).toHaveCount(1);
        await other.mouse.wheel(0, 200);
        await other.waitForTimeout(3_000);
        await expect(other.getByRole('dialog')).toHaveCount(0);
      } finally {
        await device.close();
      }
    });
  });
}
