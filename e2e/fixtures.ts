import { test as base, expect } from '@playwright/test';

/**
 * Pages as a returning user sees them: the new-benefit modal (spec §2) is closed whenever it appears, so tests
 * of other features are not blocked by it. Its own behaviour is tested with `test` from @playwright/test.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addLocatorHandler(page.locator('.uk-modal').getByRole('heading', { name: /新人福利|Benefício/ }), () =>
      page
        .getByRole('dialog')
        .getByRole('button', { name: /^(关闭|Fechar)$/ })
        .click(),
    );
    await use(page);
  },
});

export { expect };
