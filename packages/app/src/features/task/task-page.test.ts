// @vitest-environment jsdom
import type { TaskInfo } from '@live/api-contract';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type MountedPage, mountPage } from '../../app/page-test-support';
import type { Services } from '../../app/services';
import { createRootStore } from '../../stores';
import { BRAND, user } from '../../stores/test-fixtures';
import TaskPage from './TaskPage';

const INFO: TaskInfo = {
  checkin: 0,
  checkText: '立即签到',
  checkin_continuous: 0,
  checkin_nearest_contious: 0,
  checkin_continuous_accumulation: [10, 20, 30, 40, 50, 60, 100],
  checkin_continuous_accumulation_new: [10, 20, 30, 40, 50, 60, 100],
  checkin_nth: 1,
  checkin_nth_status: 0,
  gold: 1000,
  tasks: [{ key: 'shareInfo', prop: 20, name: '分享资讯', desc: '分享一篇资讯', stage: 1, stage_max: 1, received: 0 }],
  level: { level: { id: 1, level: 1, point: 0 }, next: { id: 2, level: 2, point: 100 }, point: 10 },
};

// The ledger holds more than the page's figure plus the award: another reward landed meanwhile.
const BALANCES = { gold: 1510, diamond: 0, money: 3 };

let page: MountedPage | undefined;
afterEach(async () => {
  await page?.unmount();
  page = undefined;
});

/** Taps the button named `name` on the task page and answers the user's figures afterwards. */
async function tap(name: string) {
  const root = createRootStore({ brand: BRAND, storage: null, document: null });
  root.user.setUser(user({ gold: 1000 }));
  const task = {
    getTaskInfo: async () => INFO,
    checkin: async () => ({ continuous: 1, award: 10, balances: BALANCES }),
    receive: async () => ({ key: 'shareInfo', balances: BALANCES }),
  };
  page = await mountPage(TaskPage, { root, api: { task } as unknown as Services['api'] });
  const button = [...page.container.querySelectorAll('button')].find((b) => b.textContent === name);
  expect(button, name).toBeDefined();
  await act(async () => button?.click());
  return root.user.info;
}

describe('the task page shows the gold the platform answers (the server decides)', () => {
  it('after a check-in', async () => {
    expect(await tap('立即签到')).toMatchObject(BALANCES);
  });

  it('after a task reward is claimed', async () => {
    expect(await tap('领取')).toMatchObject(BALANCES);
  });
});
