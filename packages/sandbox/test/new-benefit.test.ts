import type { NewBenefit, PageOf, ProfitLog } from '@live/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_USER_GOLD } from '../src/money/invites.ts';
import { DEMO_ACCOUNTS } from '../src/index.ts';
import { noonClock, register, sandbox, type TestSandbox } from './helpers.ts';

let sb: TestSandbox;

beforeAll(async () => {
  sb = await sandbox({ now: noonClock(), chat: false });
});
afterAll(() => sb.close());

const benefit = (token?: string) => sb.post<NewBenefit>('/api/benefit/getNewBenefit', token ? { token } : {});

describe('the new-benefit modal, as the platform decides it (spec §2, issue #28)', () => {
  it('a visitor is offered the welcome bonus registration pays', async () => {
    expect((await benefit()).data).toEqual({ state: 'register', gold: NEW_USER_GOLD, shown: 0 });
  });

  it('a new account got the bonus once, through the ledger; the modal shows once per account', async () => {
    const { token } = await register(sb, '13911130001');
    expect((await benefit(token)).data).toEqual({ state: 'granted', gold: NEW_USER_GOLD, shown: 0 });
    const logs = await sb.post<PageOf<ProfitLog>>('/api/user/getProfitList', { token, type: 8 });
    expect(logs.data.list.map((log) => [log.currency, log.amount])).toEqual([['gold', NEW_USER_GOLD]]);
    for (let i = 0; i < 2; i++)
      expect((await sb.post('/api/benefit/newBenefitShown', { token })).data).toEqual({ shown: 1 });
    expect((await benefit(token)).data.shown).toBe(1);
    // Seen on one device, seen on all: the flag is the platform's, and nothing is paid again.
    const again = await sb.post<PageOf<ProfitLog>>('/api/user/getProfitList', { token, type: 8 });
    expect(again.data.total).toBe(1);
  });

  it('an account without a welcome bonus has nothing to show; marking needs a login', async () => {
    const login = await sb.post<{ token: string }>('/webapi/user/login', {
      account: DEMO_ACCOUNTS.demo.account,
      password: DEMO_ACCOUNTS.demo.password,
    });
    expect((await benefit(login.data.token)).data).toMatchObject({ state: 'none', gold: 0 });
    expect((await sb.post('/api/benefit/newBenefitShown', {})).status).toBe(2);
  });
});
