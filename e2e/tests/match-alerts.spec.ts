import type { BrandDescriptor } from '@live/brand-schema';
import type { Page } from '@playwright/test';
import { newUser, registerThroughUi } from '../account.ts';
import { brandUrl, flowBrands } from '../brands.ts';
import { expect, test } from '../fixtures.ts';

// The sandbox's days are UTC+8; the score page's date strip uses the device's day, so the device lives there too.
test.use({ timezoneId: 'Asia/Shanghai' });

interface ApiTeam {
  short_name_zh: string;
  short_name_en: string;
}
interface ApiMatch {
  id: number;
  event_id: number;
  hometeam: ApiTeam;
  awayteam: ApiTeam;
}
interface Moment {
  matchid: number;
  status: number;
  home_score: number;
  away_score: number;
  ahead: { goal: number };
}

const DAY_MS = 86_400_000;
/** YYYY-MM-DD in UTC+8, `offset` days from today. */
const sandboxDay = (offset: number) =>
  new Date(Date.now() + 8 * 3_600_000 + offset * DAY_MS).toISOString().slice(0, 10);
const zh = (brand: BrandDescriptor) => brand.language === 'zh-CN';
const nameOf = (brand: BrandDescriptor, team: ApiTeam) => (zh(brand) ? team.short_name_zh : team.short_name_en);

/** Posts to the brand's origin (the sandbox behind it); `ok` false returns the answer whatever its status. */
async function post<T>(page: Page, brand: BrandDescriptor, path: string, body: unknown, ok = true) {
  const url = new URL(path, brandUrl(brand.id));
  if (!zh(brand)) url.searchParams.set('lang', 'pt-br');
  const answer = (await (await page.request.post(url.href, { data: body })).json()) as {
    status: number;
    msg: string;
    data: T;
  };
  if (ok) expect(answer.status, `${path}: ${answer.msg}`).toBe(0);
  return answer;
}

/**
 * A football match two days ahead (no other test pins those), pinned just after kick-off at 0-0, whose script
 * still holds a goal; each brand takes its own slice of the day.
 */
async function kickedOffMatch(page: Page, brand: BrandDescriptor, slice: number) {
  const day = await post<{ list: ApiMatch[] }>(page, brand, '/api/race/getDateMatch', {
    date: sandboxDay(2),
    sport_id: 1,
  });
  for (const match of day.data.list.slice(slice * 10, slice * 10 + 10)) {
    const started = await post<Moment>(
      page,
      brand,
      '/sandbox/match-event',
      { matchid: match.id, kind: 'kickoff' },
      false,
    );
    if (started.status === 0 && started.data.status === 2 && started.data.ahead.goal > 0) return match;
    await post(page, brand, '/sandbox/match', { matchid: match.id, elapsed: null, status: null });
  }
  throw new Error('no match two days ahead will score');
}

for (const [index, brand] of flowBrands.entries()) {
  test.describe(`${brand.id} match alerts`, () => {
    test('a goal of a followed match pops up on /m/user-center within 3 s, links to the match, and not again after a reload (issue #28)', async ({
      page,
    }) => {
      await registerThroughUi(page, brand, newUser(`al${brand.id}`, brand.language));
      const match = await kickedOffMatch(page, brand, index);
      const home = nameOf(brand, match.hometeam);
      const away = nameOf(brand, match.awayteam);
      try {
        // Follow it with the score list's star, as a user does.
        await page.goto(`${brandUrl(brand.id)}score?sport=1&date=${sandboxDay(2)}&event=${match.event_id}`);
        const row = page.locator('.score-row').filter({ hasText: home }).filter({ hasText: away });
        const star = row.getByRole('button', { name: zh(brand) ? '收藏' : 'Favoritar' });
        await star.click();
        await expect(star).toHaveAttribute('aria-pressed', 'true');

        await page.goto(`${brandUrl(brand.id)}user-center`);
        // The followed matches are known and the chat socket is up: alerts come as pushes.
        await expect(page.locator('html[data-match-alerts="push"]')).toBeAttached({ timeout: 15_000 });

        const started = Date.now();
        const goal = await post<Moment>(page, brand, '/sandbox/match-event', { matchid: match.id, kind: 'goal' });
        const scorer = goal.data.home_score === 1 ? home : away;
        const popup = page.locator('.match-notice');
        await expect(popup).toBeVisible({ timeout: 3_000 });
        const within = Date.now() - started;
        expect(within, 'the popup shows within 3 s of the goal').toBeLessThan(3_000);
        await expect(popup).toContainText(zh(brand) ? `进球！${scorer}` : `Gol! ${scorer}`);
        await expect(popup).toContainText(`${home} ${goal.data.home_score} - ${goal.data.away_score} ${away}`);

        // The popup links to the match.
        await popup.getByRole('link').click();
        await expect(page).toHaveURL(new RegExp(`/m/score/detail/football/${match.id}$`));

        // One popup per event: a reload does not show it again.
        await page.reload();
        await expect(page.locator('html[data-match-alerts]')).toBeAttached({ timeout: 15_000 });
        await page.waitForTimeout(2_500);
        await expect(popup).toHaveCount(0);
      } finally {
        await post(page, brand, '/sandbox/match', { matchid: match.id, elapsed: null, status: null });
      }
    });
  });
}
