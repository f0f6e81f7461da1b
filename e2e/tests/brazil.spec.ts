import type { BrandDescriptor } from '@live/brand-schema';
import type { Page } from '@playwright/test';
import { loginThroughUi, newUser } from '../account.ts';
import { brands, brandUrl } from '../brands.ts';
import { expect, test } from '../fixtures.ts';

// Issue #30: pq8br as a Brazilian uses it, the browser in São Paulo: a Brazilian mobile as typed, a São Paulo
// day under Hoje, money in R$.
const SAO_PAULO = 'America/Sao_Paulo';
const brand = brands.find((candidate) => candidate.id === 'pq8br');

test.use({ timezoneId: SAO_PAULO, locale: 'pt-BR' });

/** Calls the brand's API in Portuguese, as the app does. */
async function api<T>(page: Page, path: string, body: Record<string, unknown> = {}): Promise<T> {
  const url = new URL(path, brandUrl((brand as BrandDescriptor).id));
  url.searchParams.set('lang', 'pt-br');
  const answer = (await (await page.request.post(url.href, { data: body })).json()) as {
    status: number;
    msg: string;
    data: T;
  };
  expect(answer.status, `${path}: ${answer.msg}`).toBe(0);
  return answer.data;
}

async function control<T>(page: Page, path: string): Promise<T> {
  const answer = (await (await page.request.get(new URL(path, brandUrl('pq8br')).href)).json()) as { data: T };
  return answer.data;
}

/** The wall clock of São Paulo at a moment, by Intl (the zone's own rules). */
function wallClock(ms: number): { day: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: SAO_PAULO,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The moment São Paulo's clock reads `hhmm` on `day`: walked from UTC to the zone's own offset. */
function saoPauloMoment(day: string, hour: number, minute: number): number {
  let at = Date.parse(`${day}T00:00:00Z`) + (hour * 60 + minute) * 60_000;
  for (let step = 0; step < 3; step += 1) {
    const clock = wallClock(at);
    const dayShift = Date.parse(`${clock.day}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`);
    at -= dayShift + (clock.minutes - (hour * 60 + minute)) * 60_000;
  }
  return at;
}

test.describe('pq8br in São Paulo (issue #30)', () => {
  test.skip(!brand, 'pq8br is not built');

  test('register with "(21) 98765-4321": sent as +5521987654321; a landline and a bad DDD are named in Portuguese', async ({
    page,
  }, testInfo) => {
    // The sandbox keeps the first attempt's account: a retry registers another Rio mobile.
    const typed = testInfo.retry === 0 ? '(21) 98765-4321' : newUser('br', 'pt-BR').typed;
    const stored = `+55${typed.replace(/\D/g, '')}`;
    await page.goto(`${brandUrl('pq8br')}register`);
    const mobile = page.getByRole('textbox', { name: 'Celular', exact: true });
    const send = page.getByRole('button', { name: 'Enviar código' });
    await mobile.fill('(21) 2345-6789');
    await send.click();
    await expect(page.getByText('Número fixo não recebe SMS: informe um celular')).toBeVisible();
    await mobile.fill('(20) 98765-4321');
    await send.click();
    await expect(page.getByText(/^DDD inválido/)).toBeVisible();

    await mobile.fill(typed);
    const image = page.locator('form img');
    await expect(image).toHaveJSProperty('complete', true);
    const key = new URL((await image.getAttribute('src')) ?? '', brandUrl('pq8br')).searchParams.get('code') ?? '';
    const { answer } = await control<{ answer: string }>(page, `/sandbox/last-captcha?code=${key}`);
    await page.getByRole('textbox', { name: 'Código da imagem', exact: true }).fill(answer);
    const codeSent = page.waitForRequest((request) => request.url().includes('/webapi/user/sendCode'));
    await send.click();
    expect((await codeSent).postDataJSON()).toMatchObject({ mobile: stored });
    await expect(page.getByRole('button', { name: /Reenviar em/ })).toBeVisible();
    const { code } = await control<{ code: string }>(page, `/sandbox/last-sms?mobile=${encodeURIComponent(stored)}`);
    await page.getByRole('textbox', { name: 'Código SMS', exact: true }).fill(code);
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('e2ePass99');
    await page.getByRole('checkbox', { name: /^Li e aceito/ }).check();
    const registered = page.waitForRequest((request) => request.url().includes('/webapi/user/regist'));
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    expect((await registered).postDataJSON()).toMatchObject({ mobile: stored });
    await expect(page).toHaveURL(/\/m\/score$/);

    // Balances: money in R$, gold and diamonds as counts (no 万).
    const uid = await page.evaluate(
      (storeKey) => JSON.parse(localStorage.getItem(storeKey) ?? '{}').userInfo?.id as number,
      (brand as BrandDescriptor).storeKey,
    );
    await api(page, '/sandbox/credit', { uid, money: 1234.5, gold: 25000 });
    await page.goto(`${brandUrl('pq8br')}user-center/wallet`);
    await expect(page.getByTestId('balance')).toHaveText('R$ 1.234,50');
    const figures = page.locator('.account-figures');
    await expect(figures).toContainText(/Moedas\s*25(,\d)?\smil/);
    await expect(figures).not.toContainText('万');
    await page.goto(`${brandUrl('pq8br')}user-center/balance`);
    await expect(page.locator('.account-figures')).toContainText('R$ 1.234,50');
    await page.goto(`${brandUrl('pq8br')}recharge`);
    await expect(page.locator('.recharge__price').first()).toContainText(/^R\$\s[\d.]+,\d\d$/);
  });

  test("an anchor goes by the platform's Portuguese name in chat: the one-to-one list and room, the fan group", async ({
    page,
  }) => {
    const pq8br = brand as BrandDescriptor;
    const { list } = await api<{ list: { anchor: { id: number; nick_name: string } }[] }>(
      page,
      '/api/live/getRealLives',
      { page: 1, size: 1 },
    );
    const anchor = list[0]?.anchor;
    if (!anchor) throw new Error('no live anchor');
    // The chat service keeps the platform's Chinese nick, which pq8br never shows for an anchor.
    const chinese = (await (
      await page.request.post(new URL('/api/user/getUserBasicInfo', brandUrl(pq8br.id)).href, {
        data: { id: anchor.id },
      })
    ).json()) as { data: { nick_name: string } };
    expect(chinese.data.nick_name).not.toBe(anchor.nick_name);
    await page.goto(`${brandUrl(pq8br.id)}login`);
    await loginThroughUi(page, pq8br, 'demo', 'sandbox123');
    await page.waitForURL(new RegExp(`/m/${pq8br.rootRoute}$`));

    await page.goto(`${brandUrl(pq8br.id)}c2c-chatroom/${anchor.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(anchor.nick_name);
    await page.getByPlaceholder('Escreva uma mensagem…').fill('Oi, tudo bem?');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.locator('.chat-msg--out')).toContainText('Oi, tudo bem?');
    await page.goto(`${brandUrl(pq8br.id)}c2c`);
    const row = page.locator(`[data-conversation="C2C${anchor.id}"]`);
    await expect(row.locator('.chat-row__name')).toHaveText(anchor.nick_name);
    await expect(row.locator('.chat-row__name')).not.toHaveAttribute('data-ugc');

    await page.goto(`${brandUrl(pq8br.id)}chat-group/anchor/fans_${anchor.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Grupo de fãs · ${anchor.nick_name}`);
    await expect(page.getByText(chinese.data.nick_name)).toHaveCount(0);
  });

  test('a match starting at 21:30 in São Paulo is under Hoje', async ({ page }) => {
    const now = Date.now();
    // The page's clock holds still, so its today is the test's today even at midnight.
    await page.clock.setFixedTime(now);
    const today = wallClock(now).day;
    const day = await api<{
      list: { id: number; event_id: number; hometeam: { short_name_en: string; name_en: string } }[];
    }>(page, '/api/race/getDateMatch', { date: today, tz: SAO_PAULO, sport_id: 1, page: 1, size: 500 });
    const match = day.list[0];
    if (!match) throw new Error(`no football on ${today}`);
    // 21:30 in São Paulo is the next morning in the platform's UTC+8 calendar.
    const kickoff = saoPauloMoment(today, 21, 30);
    await api(page, '/sandbox/match', { matchid: match.id, time: Math.floor(kickoff / 1000) });

    await page.goto(`${brandUrl('pq8br')}score?event=${match.event_id}`);
    const strip = page.getByRole('tablist', { name: 'Data' });
    const [, mm, dd] = today.split('-');
    await expect(strip.getByRole('tab', { selected: true })).toHaveText(`Hoje${dd}/${mm}`);
    const rows = page.locator('.score-row');
    await expect(rows.first()).toContainText('Hoje');
    await page.locator('.score-list').evaluate((list) => list.scrollTo(0, list.scrollHeight));
    const row = rows
      .filter({ hasText: 'Hoje 21:30' })
      .filter({ hasText: match.hometeam.short_name_en || match.hometeam.name_en });
    await expect(row).toBeVisible();
    // Every row of the list is today's: none is labelled Ontem or Amanhã.
    await expect(rows.filter({ hasText: /Ontem|Amanhã/ })).toHaveCount(0);
  });
});
