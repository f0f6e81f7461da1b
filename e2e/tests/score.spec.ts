import { FOOTBALL_STATUS, MATCH_FILTER } from '@live/api-contract';
import type { BrandDescriptor } from '@live/brand-schema';
import type { Page } from '@playwright/test';
import { newUser, registerThroughUi } from '../account.ts';
import { brandUrl, flowBrands } from '../brands.ts';
import { expect, test } from '../fixtures.ts';

// The sandbox's days are UTC+8; the page's date strip uses the device's day, so the device lives there too.
test.use({ timezoneId: 'Asia/Shanghai' });

interface ApiTeam {
  short_name_zh: string;
  name_zh: string;
  short_name_en: string;
  name_en: string;
}
interface ApiMatch {
  id: number;
  sport_id: number;
  event_id: number;
  status: number;
  home_score: number;
  away_score: number;
  anchor_count: number;
  hometeam: ApiTeam;
  awayteam: ApiTeam;
}

const DAY_MS = 86_400_000;
/** YYYY-MM-DD in UTC+8, `offset` days from today. */
const sandboxDay = (offset = 0) => new Date(Date.now() + 8 * 3_600_000 + offset * DAY_MS).toISOString().slice(0, 10);
const zh = (brand: BrandDescriptor) => brand.language === 'zh-CN';
const nameOf = (brand: BrandDescriptor, team: ApiTeam) =>
  zh(brand) ? team.short_name_zh || team.name_zh : team.short_name_en || team.name_en;

/** Calls the brand's API (same origin) the way the app does, in the brand's language. */
async function api<T>(page: Page, brand: BrandDescriptor, path: string, body: Record<string, unknown> = {}) {
  const url = new URL(path, brandUrl(brand.id));
  if (!zh(brand)) url.searchParams.set('lang', 'pt-br');
  const response = await page.request.post(url.href, { data: body });
  const answer = (await response.json()) as { status: number; msg: string; data: T };
  expect(answer.status, `${path}: ${answer.msg}`).toBe(0);
  return answer.data;
}

const pin = (page: Page, brand: BrandDescriptor, matchid: number, elapsed: number | null) =>
  api(page, brand, '/sandbox/match', { matchid, elapsed, status: null });

const rows = (page: Page) => page.locator('.score-row');

/** The score page's status tabs, then the date strip, the sport tab and the league sheet change its list. */
async function statusFiltersAndDays(page: Page, brand: BrandDescriptor) {
  await page.goto(`${brandUrl(brand.id)}score`);
  await expect(page).toHaveTitle(brand.pages['/score'].title);
  await expect(rows(page).first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('tab', { name: zh(brand) ? /^进行中/ : /^Ao vivo/ }).click();
  await expect(page).toHaveURL(/filter=4/);
  await expect(rows(page).first().locator('.uk-score-card__status--live')).toBeVisible();
  await page.getByRole('tab', { name: zh(brand) ? /^完场/ : /^Encerrados/ }).click();
  await expect(rows(page).first()).toContainText(zh(brand) ? '完场' : 'Encerrado');
  // Yesterday on the date strip: every row is labelled with yesterday's day.
  const strip = page.getByRole('tablist', { name: zh(brand) ? '日期' : 'Data' });
  await strip.getByRole('tab').nth(5).click();
  await expect(page).toHaveURL(new RegExp(`date=${sandboxDay(-1)}`));
  await expect(rows(page).first()).toContainText(zh(brand) ? '昨天' : 'Ontem');
  // Basketball tab: basketball statuses.
  await page.getByRole('tab', { name: zh(brand) ? '篮球' : 'Basquete', exact: true }).click();
  await expect(page).toHaveURL(/sport=2/);
  await expect(rows(page).first()).toContainText(zh(brand) ? '完场' : 'Encerrado');
  // A league from the sheet filters the list and is remembered among the visited leagues (spec §4).
  await page.getByRole('button', { name: zh(brand) ? '全部赛事' : 'Todos os campeonatos' }).click();
  await page.locator('.uk-action-sheet__action').nth(1).click();
  await expect(page).toHaveURL(/event=\d+/);
  const event = Number(new URL(page.url()).searchParams.get('event'));
  const visited = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}').visitedLeagues as { id: number; sportsType: number }[],
    brand.storeKey,
  );
  expect(visited[0]).toMatchObject({ id: event, sportsType: 2 });
}

for (const [index, brand] of flowBrands.entries()) {
  test.describe(`${brand.id} scores`, () => {
    // The config-switch test changes this brand's switches: this brand's tests run one after another.
    test.describe.configure({ mode: 'serial' });

    test('status filters and days change the list (spec §4 filter codes, §9 7-day strip)', async ({ page }) => {
      // Today has a match in play and one ended at any hour (before about 01:50 UTC+8 none has ended yet): this
      // brand pins two of today's last football matches, one ten minutes in and one long over.
      const today = await api<{ list: ApiMatch[] }>(page, brand, '/api/race/getDateMatch', {
        sport_id: 1,
        page: 1,
        size: 500,
      });
      const inPlay = today.list.at(-1 - 2 * index) as ApiMatch;
      const ended = today.list.at(-2 - 2 * index) as ApiMatch;
      try {
        await pin(page, brand, inPlay.id, 600);
        await pin(page, brand, ended.id, 4 * 3600);
        const status = async (match: ApiMatch) =>
          (await api<ApiMatch>(page, brand, '/api/football/getMatchInfo', { matchid: match.id })).status;
        expect(await status(inPlay)).toBe(FOOTBALL_STATUS.firstHalf);
        expect(await status(ended)).toBe(FOOTBALL_STATUS.finished);
        await statusFiltersAndDays(page, brand);
      } finally {
        await pin(page, brand, inPlay.id, null);
        await pin(page, brand, ended.id, null);
      }
    });

    test('a live score and clock change on screen without a reload (spec §4 clock)', async ({ page }) => {
      // Tomorrow's matches are untouched by other tests; each brand pins its own one.
      const day = await api<{ list: ApiMatch[] }>(page, brand, '/api/race/getDateMatch', {
        date: sandboxDay(1),
        sport_id: 1,
      });
      let chosen: { match: ApiMatch; before: ApiMatch; after: ApiMatch; elapsed: number } | null = null;
      for (const match of day.list.slice(index * 6, index * 6 + 6)) {
        await pin(page, brand, match.id, 60);
        const before = await api<ApiMatch>(page, brand, '/api/football/getMatchInfo', { matchid: match.id });
        for (let elapsed = 3900; elapsed <= 6300 && !chosen; elapsed += 300) {
          await pin(page, brand, match.id, elapsed);
          const after = await api<ApiMatch>(page, brand, '/api/football/getMatchInfo', { matchid: match.id });
          const changed = after.home_score !== before.home_score || after.away_score !== before.away_score;
          if (after.status === 4 && changed) chosen = { match, before, after, elapsed };
        }
        if (chosen) break;
        await pin(page, brand, match.id, null);
      }
      expect(chosen, 'a match whose score changes in the second half').not.toBeNull();
      if (!chosen) return;
      const { match, before, after, elapsed } = chosen;
      try {
        await pin(page, brand, match.id, 60);
        // Tomorrow's matches in play are only the ones tests pinned: the row is in view, so it is polled.
        await page.goto(`${brandUrl(brand.id)}score?sport=1&filter=4&date=${sandboxDay(1)}&event=${match.event_id}`);
        const row = rows(page)
          .filter({ hasText: nameOf(brand, match.hometeam) })
          .filter({ hasText: nameOf(brand, match.awayteam) });
        await expect(row).toContainText(`${before.home_score} - ${before.away_score}`, { timeout: 15_000 });
        // Kick-off is tomorrow, so the first-half clock shows minute 1 (minutes since kickoff + 1).
        await expect(row.locator('.uk-score-card__clock')).toHaveText("1'");
        await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

        await pin(page, brand, match.id, elapsed);
        await expect(row).toContainText(`${after.home_score} - ${after.away_score}`, { timeout: 10_000 });
        await expect(row).toContainText(zh(brand) ? '下半场' : '2º tempo');
        await expect(row.locator('.uk-score-card__clock')).toHaveText("46'");
        expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
      } finally {
        await pin(page, brand, match.id, null);
      }
    });

    test('the collect star asks a visitor to log in, and 确定 (Entrar) opens /login (spec §2, §8)', async ({
      page,
    }) => {
      await page.goto(`${brandUrl(brand.id)}score`);
      await rows(page)
        .first()
        .getByRole('button', { name: zh(brand) ? '收藏' : 'Favoritar' })
        .click();
      const prompt = page.getByRole('alertdialog');
      await expect(prompt).toContainText(zh(brand) ? '您还未登录' : 'Você não entrou');
      await expect(prompt).toContainText(zh(brand) ? '请登录使用完整功能' : 'Entre para usar todos os recursos');
      await prompt.getByRole('button', { name: zh(brand) ? '确定' : 'Entrar' }).click();
      await expect(page).toHaveURL(/\/m\/login$/);
    });

    test('a collected match shows in /score/collected', async ({ page }) => {
      await registerThroughUi(page, brand, newUser(`sc${brand.id}`, brand.language));
      await page.goto(`${brandUrl(brand.id)}score`);
      const first = rows(page).first();
      const home = (await first.locator('.uk-score-card__team--home').textContent())?.trim() ?? '';
      const star = first.getByRole('button', { name: zh(brand) ? '收藏' : 'Favoritar' });
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('link', { name: zh(brand) ? '我的收藏' : 'Favoritos' }).click();
      await expect(page).toHaveURL(/\/m\/score\/collected$/);
      await expect(rows(page).filter({ hasText: home })).toBeVisible();
    });

    test("follow a team from a match's header, its next match appears in 我的收藏 (issue #33)", async ({ page }) => {
      await registerThroughUi(page, brand, newUser(`ft${brand.id}`, brand.language));
      const day = await api<{ list: ApiMatch[] }>(page, brand, '/api/race/getDateMatch', {
        sport_id: 1,
        date: sandboxDay(1),
      });
      const match = day.list[index % day.list.length] as ApiMatch;
      await page.goto(`${brandUrl(brand.id)}score/detail/football/${match.id}`);
      await page.locator('.score-detail__team').first().click();
      await expect(page).toHaveURL(/\/database\/team\/football\/\d+$/);
      const follow = page.locator('.database-header').getByRole('button');
      await expect(follow).toHaveText(zh(brand) ? '关注' : 'Seguir');
      await follow.click();
      await expect(follow).toHaveAttribute('aria-pressed', 'true');
      const next = (await page.locator('.database-fixtures__teams').first().textContent()) ?? '';
      const home = next.split(' VS ')[0]?.trim() ?? '';
      await page.goto(`${brandUrl(brand.id)}score`);
      await page.getByRole('link', { name: zh(brand) ? '我的收藏' : 'Favoritos' }).click();
      await expect(rows(page).filter({ hasText: home }).first()).toBeVisible();
    });

    test('search highlights the keyword and keeps a search history (spec §4, §5)', async ({ page }) => {
      const day = await api<{ list: ApiMatch[] }>(page, brand, '/api/race/getDateMatch', { sport_id: 1 });
      const team = day.list[index % day.list.length] as ApiMatch;
      // The start of the name the list shows (a Portuguese club's full name starts with União, Real ...).
      const keyword = nameOf(brand, team.hometeam).slice(0, 2);
      await page.goto(`${brandUrl(brand.id)}score/search`);
      const field = page.getByRole('searchbox');
      await field.fill(keyword);
      await field.press('Enter');
      await expect(page.locator('mark').first()).toHaveText(new RegExp(keyword, 'i'));
      await field.fill('');
      const history = page.getByRole('region', { name: zh(brand) ? '搜索历史' : 'Histórico' });
      await expect(history.getByRole('button', { name: keyword, exact: true })).toBeVisible();
      await history.getByRole('button', { name: zh(brand) ? '清空' : 'Limpar' }).click();
      await expect(history).toBeHidden();
    });

    test('football and basketball details show every tab their rules allow (spec §2)', async ({ page }) => {
      const football = await api<{ list: ApiMatch[] }>(page, brand, '/api/race/getDateMatch', { sport_id: 1 });
      const basketball = await api<{ list: ApiMatch[] }>(page, brand, '/api/race/getDateMatch', { sport_id: 2 });
      // Matches no anchor streams: one that an anchor streams has a chat tab too (which matches depends on the hour).
      const unstreamed = (list: ApiMatch[]) => list.find((m) => m.anchor_count === 0)?.id;
      const cases = [
        { path: `score/detail/football/${unstreamed(football.list)}`, tabs: ['指数', '分析', '阵容', '赛况', '主播'] },
        {
          path: `score/basketball/detail/${unstreamed(basketball.list)}`,
          tabs: ['指数', '分析', '排名', '赛况', '主播'],
        },
      ];
      const pt: Record<string, string> = {
        指数: 'Odds',
        分析: 'Análise',
        阵容: 'Escalação',
        排名: 'Classificação',
        赛况: 'Status',
        主播: 'Streamers',
      };
      for (const { path, tabs } of cases) {
        await page.goto(`${brandUrl(brand.id)}${path}`);
        await expect(page.getByTestId('detail-score')).toBeVisible();
        const list = page.getByRole('tablist', { name: zh(brand) ? '比赛数据' : 'Dados da partida' });
        const names = tabs.map((tab) => (zh(brand) ? tab : (pt[tab] ?? tab)));
        await expect(list.getByRole('tab')).toHaveText(names);
        for (const name of names) {
          await list.getByRole('tab', { name, exact: true }).click();
          const panel = page.getByRole('tabpanel');
          await expect(panel).toBeVisible();
          await expect(panel.locator('.uk-skeleton')).toHaveCount(0);
          await expect(panel).not.toContainText(zh(brand) ? '加载失败' : 'Falha ao carregar');
        }
      }
      // A match an anchor streams: its anchors tab opens the anchor's live room. Anchors take the matches in play
      // (up to 3 hours back), so in a new day's first minutes (UTC+8) the one streamed is still yesterday's.
      const inPlay = await api<{ date: string; list: ApiMatch[] }>(page, brand, '/api/race/getDateMatch', {
        sport_id: 1,
        type: MATCH_FILTER.inplay,
      });
      const yesterday = new Date(Date.parse(`${inPlay.date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      const lateInPlay = await api<{ list: ApiMatch[] }>(page, brand, '/api/race/getDateMatch', {
        sport_id: 1,
        type: MATCH_FILTER.inplay,
        date: yesterday,
      });
      const streamed = [...inPlay.list, ...lateInPlay.list].find((m) => m.anchor_count > 0);
      if (streamed) {
        await page.goto(`${brandUrl(brand.id)}score/detail/football/${streamed.id}`);
        // Its chat tab (loaded when picked): the anchor's room chat, its history read.
        await page.getByRole('tab', { name: zh(brand) ? '聊天' : 'Chat', exact: true }).click();
        await expect(page.locator('.room-chat__lines')).toBeVisible();
        await expect(page.locator('.room-chat__line, .room-chat__empty').first()).toBeVisible();
        await page.getByRole('tab', { name: zh(brand) ? '主播' : 'Streamers', exact: true }).click();
        await page.getByRole('tabpanel').getByRole('link').first().click();
        await expect(page).toHaveURL(/\/m\/live-detail\/\d+$/);
      } else {
        test.info().annotations.push({ type: 'skipped step', description: 'no football match in play with an anchor' });
      }

      // The app webview page of one tab: the lineup alone (on a pitch, positions in words), without the site's menu.
      await page.goto(`${brandUrl(brand.id)}mobile/lineup/${football.list[0]?.id}`);
      await expect(
        page
          .locator('.uk-lineup-pitch')
          .getByText(zh(brand) ? '门将' : 'Goleiro')
          .first(),
      ).toBeAttached();
      await expect(page.getByRole('navigation')).toHaveCount(0);
    });

    test('a config switch turned off hides its tab (switch_race_index)', async ({ page }) => {
      const football = await api<{ list: ApiMatch[] }>(page, brand, '/api/race/getDateMatch', { sport_id: 1 });
      const odds = zh(brand) ? '指数' : 'Odds';
      await api(page, brand, '/sandbox/config', { brand: brand.id, config: { switch_race_index: '0' } });
      try {
        await page.goto(`${brandUrl(brand.id)}score/detail/${football.list[0]?.id}`);
        const list = page.getByRole('tablist', { name: zh(brand) ? '比赛数据' : 'Dados da partida' });
        await expect(list.getByRole('tab', { name: zh(brand) ? '分析' : 'Análise' })).toBeVisible();
        await expect(list.getByRole('tab', { name: odds })).toHaveCount(0);
      } finally {
        await api(page, brand, '/sandbox/config', { brand: brand.id, config: { switch_race_index: '1' } });
      }
    });
  });
}
