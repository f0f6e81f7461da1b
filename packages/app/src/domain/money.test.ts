import { describe, expect, it, vi } from 'vitest';
import {
  currencySign,
  bagItemStatus,
  checkinWeek,
  formatMoney,
  formatRecordTime,
  levelProgress,
  newRequestId,
  payoutSteps,
  taskState,
  moneyInput,
  typedMoney,
  withdrawProblem,
} from './money';
import { payoutStageLabel } from './labels';

describe('money rules (issue #19)', () => {
  it('§4 payout status labels: review 审核中, dispatching 派发中, dispatched 已派发, cancelled 取消', () => {
    expect(
      (['review', 'dispatching', 'dispatched', 'cancelled'] as const).map((s) => payoutStageLabel(s, 'zh-CN')),
    ).toEqual(['审核中', '派发中', '已派发', '取消']);
    expect(payoutStageLabel('dispatched', 'pt-BR')).toBe('Enviado');
  });

  it('§4 payout progress: review -> dispatching -> dispatched, or cancelled after the stage it left', () => {
    expect(payoutSteps('dispatching').map((s) => s.reached)).toEqual([true, true, false]);
    expect(payoutSteps('dispatched').map((s) => s.reached)).toEqual([true, true, true]);
    expect(payoutSteps('cancelled').map((s) => s.stage)).toEqual(['review', 'dispatching', 'cancelled']);
  });

  it('withdrawal form: amount positive with at most 2 decimals, the minimum, the balance, then account and name', () => {
    const form = { amount: '10.5', account: '6222', name: 'Li' };
    expect(withdrawProblem(form, 88.5, 10)).toBeNull();
    expect(withdrawProblem({ ...form, amount: '10.555' }, 88.5, 10)).toBe('amount');
    expect(withdrawProblem({ ...form, amount: '-3' }, 88.5, 10)).toBe('amount');
    expect(withdrawProblem({ ...form, amount: '9.99' }, 88.5, 10)).toBe('minimum');
    expect(withdrawProblem({ ...form, amount: '88.51' }, 88.5, 10)).toBe('balance');
    expect(withdrawProblem({ ...form, amount: '88.50' }, 88.5, 10)).toBeNull();
    expect(withdrawProblem({ ...form, account: ' ' }, 88.5, 10)).toBe('account');
    expect(withdrawProblem({ ...form, name: '' }, 88.5, 10)).toBe('name');
  });

  it('issue #30 a withdrawal amount may be written with a decimal comma, as in Brazil', () => {
    const form = { amount: '12,50', account: 'pix@example.com', name: 'Ana' };
    expect(withdrawProblem(form, 88.5, 10)).toBeNull();
    expect(typedMoney('12,50')).toBe(12.5);
    expect(typedMoney(' 88.5 ')).toBe(88.5);
    expect(typedMoney('1.234,56')).toBeNull();
    expect(withdrawProblem({ ...form, amount: '12,555' }, 88.5, 10)).toBe('amount');
    expect(moneyInput(37.5, 'pt-BR')).toBe('37,50');
    expect(moneyInput(37.5, 'zh-CN')).toBe('37.50');
  });

  it('§3 task: stage and stage_max decide a claim, received means claimed once', () => {
    expect(taskState({ stage: 1, stage_max: 3, received: 0 })).toBe('progress');
    expect(taskState({ stage: 3, stage_max: 3, received: 0 })).toBe('claim');
    expect(taskState({ stage: 3, stage_max: 3, received: 1 })).toBe('claimed');
  });

  it('§3 level: progress from the level points to the next level points', () => {
    const step = (level: number, point: number) => ({ id: level, level, point });
    expect(levelProgress({ level: step(1, 100), next: step(2, 400), point: 250 })).toBe(0.5);
    expect(levelProgress({ level: step(1, 100), next: step(2, 400), point: 900 })).toBe(1);
    expect(levelProgress({ level: step(1, 100), next: step(1, 100), point: 0 })).toBe(1);
  });

  it('§3 check-in streak: days before checkin_nth done, today done or next by checkin_nth_status', () => {
    const awards = [10, 20, 30, 40, 50, 60, 100];
    const before = checkinWeek({ checkin_continuous_accumulation: awards, checkin_nth: 3, checkin_nth_status: 0 });
    expect(before.map((d) => d.state)).toEqual(['done', 'done', 'next', 'later', 'later', 'later', 'later']);
    const after = checkinWeek({ checkin_continuous_accumulation: awards, checkin_nth: 3, checkin_nth_status: 1 });
    expect(after[2]).toEqual({ day: 3, award: 30, state: 'today' });
  });

  it('§4 coupon/bag status: an unused item past its expiry shows expired (3), others as given', () => {
    const now = 1_800_000_000_000;
    expect(bagItemStatus({ status: 2, expire_time: now / 1000 - 1 }, now)).toBe(3);
    expect(bagItemStatus({ status: 2, expire_time: now / 1000 + 60 }, now)).toBe(2);
    expect(bagItemStatus({ status: 1, expire_time: now / 1000 - 1 }, now)).toBe(1);
  });

  it('request ids are 8-64 of A-Z a-z 0-9 and differ per attempt', () => {
    const id = newRequestId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(id);
    expect(formatMoney(10.1, 'zh-CN')).toBe('10.10');
  });

  it('issue #30 money is R$ in pt-BR (Brazilian grouping and decimal comma); 2 decimals in Chinese', () => {
    const nb = (text: string) => text.replace(/ /g, '\u00a0');
    expect(formatMoney(0, 'pt-BR')).toBe(nb('R$ 0,00'));
    expect(formatMoney(1234.5, 'pt-BR')).toBe(nb('R$ 1.234,50'));
    expect(formatMoney(-12.5, 'pt-BR')).toBe(nb('-R$ 12,50'));
    expect(formatMoney(30, 'pt-BR')).toBe(nb('R$ 30,00'));
    expect(formatMoney(1234.5, 'zh-CN')).toBe('1234.50');
    expect(formatMoney(0.125, 'zh-CN')).toBe('0.13');
  });

  it('§9 record times: YYYY-MM-DD HH:mm, pt dates DD/MM', () => {
    const at = new Date(2026, 10, 24, 9, 5).getTime() / 1000;
    expect(formatRecordTime(at, 'zh-CN')).toBe('2026-11-24 09:05');
    expect(formatRecordTime(at, 'pt-BR')).toBe('24/11/2026 09:05');
    // issue #30: a log line in the user's zone, across midnight.
    const late = Date.parse('2026-11-24T02:30:00Z') / 1000;
    expect(formatRecordTime(late, 'pt-BR', 'America/Sao_Paulo')).toBe('23/11/2026 23:30');
    expect(formatRecordTime(late, 'zh-CN', 'Asia/Shanghai')).toBe('2026-11-24 10:30');
  });
});

describe('money by market (issue #30 item 3: R$ where money is money)', () => {
  it("a currency shown without an amount (the user centre's wallet) is the market's: R$ in pt-BR, ¥ in zh-CN", () => {
    expect(currencySign('pt-BR')).toBe('R$');
    expect(currencySign('zh-CN')).toBe('¥');
  });

  it('issue #31 item 1: importing the money rules, or formatting money in Chinese, makes no Intl formatter', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'NumberFormat');
    const fresh = await import('./money');
    expect(fresh.formatMoney(1234.5, 'zh-CN')).toBe('1234.50');
    expect(made).not.toHaveBeenCalled();
    expect(fresh.formatMoney(1, 'pt-BR')).toBe('R$\u00a01,00');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
