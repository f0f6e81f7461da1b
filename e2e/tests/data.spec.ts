import type { BrandDescriptor } from '@live/brand-schema';
import { newUser, registerThroughUi } from '../account.ts';
import { brandUrl, flowBrands } from '../brands.ts';
import { expect, test } from '../fixtures.ts';

const zh = (brand: BrandDescriptor) => brand.language === 'zh-CN';
const say = <T extends string | RegExp>(brand: BrandDescriptor, chinese: T, portuguese: T): T =>
  zh(brand) ? chinese : portuguese;

for (const brand of flowBrands) {
  test.describe(`${brand.id} database, data models and search`, () => {
    test('database: a league, its standings with form, a team; a FIFA team and its three mobile pages', async ({
      page,
    }) => {
      await page.goto(`${brandUrl(brand.id)}database`);
      await page.getByRole('tab', { name: say(brand, '足球', 'Futebol'), exact: true }).waitFor();
      await page.locator('.database-home__event').first().click();
      await expect(page).toHaveURL(/\/database\/league\/football\/\d+$/);
      const standings = page.getByTestId('standings').first();
      await expect(standings.locator('tbody tr').first()).toBeVisible();
      await expect(standings.getByTestId('form-strip').first()).toHaveAttribute(
        'aria-label',
        say(brand, /近况：\d胜\d平\d负/, /Retrospecto: \dV \dE \dD/),
      );
      // The league is remembered among the visited leagues (spec §4) and shows on the database home.
      const leagueName = (await page.locator('.uk-nav-bar__title').textContent()) ?? '';
      await page.getByRole('tab', { name: say(brand, '主场', 'Mandante') }).click();
      await expect(standings.locator('tbody tr').first()).toBeVisible();
      await standings.locator('tbody th a').first().click();
      await expect(page).toHaveURL(/\/database\/team\/football\/\d+$/);
      await expect(page.getByTestId('result-strip')).toBeVisible();
      await expect(page.getByTestId('squad')).toBeVisible();

      await page.goto(`${brandUrl(brand.id)}database`);
      await expect(page.locator('.database-home__chip').first()).toHaveText(leagueName);
      await page.getByRole('link', { name: say(brand, 'FIFA排名', 'Ranking da FIFA') }).click();
      await page.getByTestId('billboard').locator('tbody th a').first().click();
      await expect(page).toHaveURL(/\/fifa-team\/\d+$/);
      const openAlone = page.getByRole('link', { name: say(brand, '单独查看', 'Abrir sozinho') });
      await expect(openAlone).toHaveCount(3);
      const checks = [
        [/\/mobile\/fifa-team\/honor\/\d+$/, '.fifa-honours, .uk-empty'],
        [/\/mobile\/fifa-team\/stats\/\d+$/, '[data-testid="team-stats"]'],
        [/\/mobile\/fifa-team\/lineup\/\d+$/, '[data-testid="squad"]'],
      ] as const;
      for (const [index, [address, content]] of checks.entries()) {
        await openAlone.nth(index).click();
        await expect(page).toHaveURL(address);
        await expect(page.locator(content).first()).toBeVisible();
        await page.goBack();
      }
    });

    test('data models: a list into a detail, subscribe with gold, the subscription in the records', async ({
      page,
    }) => {
      await registerThroughUi(page, brand, newUser('dm', brand.language));
      await page.goto(`${brandUrl(brand.id)}data`);
      await page.locator('.model-types__card.is-poisson').click();
      await expect(page).toHaveURL(/\/data\/model\/poisson$/);
      await expect(page.getByTestId('hit-summary')).toBeVisible();
      const paid = page
        .getByTestId('model-card')
        .filter({ has: page.locator('.model-tag.is-price') })
        .first();
      const home = (await paid.locator('.model-card__team.is-home').textContent()) ?? '';
      await paid.locator('a').click();
      await expect(page).toHaveURL(/\/data\/model\/detail\/poisson\/\d+$/);
      await page.getByRole('link', { name: say(brand, /金币订阅$/, /^Assinar por \d+ moedas$/) }).click();
      await expect(page).toHaveURL(/\/data\/model\/subscribe\/\d+$/);
      await page.getByRole('button', { name: say(brand, /^支付\d+金币订阅$/, /^Pagar \d+ moedas e assinar$/) }).click();
      await expect(page).toHaveURL(/\/data\/model\/detail\/poisson\/\d+$/);
      // Paid: the score grid shows as a heat table.
      await expect(page.getByTestId('poisson-grid').locator('tbody td')).toHaveCount(36);

      await page.goto(`${brandUrl(brand.id)}data`);
      await page.getByRole('link', { name: say(brand, '订阅记录', 'Minhas assinaturas') }).click();
      const record = page.getByTestId('subscription-record');
      await expect(record).toHaveCount(1);
      await expect(record).toContainText(home);
    });

    test('site-wide search: a regex character is plain text, matches are marked case-insensitively, history', async ({
      page,
    }) => {
      await page.goto(`${brandUrl(brand.id)}headline`);
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: say(brand, '搜索', 'Buscar') }).click();
      await expect(page).toHaveURL(/\/search$/);
      const box = page.getByRole('searchbox');
      await box.fill('(');
      await box.press('Enter');
      await expect(page.getByText(say(brand, '没有找到与“(”相关的内容', 'Nada encontrado para “(”'))).toBeVisible();
      await expect(page.locator('mark')).toHaveCount(0);

      const keyword = say(brand, '马', 'ma');
      await box.fill(keyword);
      await box.press('Enter');
      const marks = page.locator('mark');
      await expect(marks.first()).toBeVisible();
      for (const text of await marks.allTextContents()) expect(text.toLowerCase()).toBe(keyword);
      await page.getByRole('tab', { name: say(brand, '球队', 'Times') }).click();
      await expect(page).toHaveURL(/tab=teams/);
      await expect(page.locator('.uk-cell mark').first()).toBeVisible();

      // Both keywords are in the history (spec §4), newest first; one opens its results again.
      await page.goto(`${brandUrl(brand.id)}search`);
      const history = page.locator('.search-history__list a');
      await expect(history).toHaveText([keyword, '(']);
      await history.nth(1).click();
      await expect(page).toHaveURL(/keyword=%28/);
      await expect(page.getByRole('searchbox')).toHaveValue('(');
    });
  });
}
