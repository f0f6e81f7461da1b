// @vitest-environment jsdom
import { API_STATUS, type BagItem } from '@live/api-contract';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import { type MountedPage, mountPage, typeInto } from '../../app/page-test-support';
import type { Services } from '../../app/services';
import { createRootStore } from '../../stores';
import { BRAND, user } from '../../stores/test-fixtures';
import RecordsPage from './RecordsPage';

let mounted: MountedPage;
let container: HTMLElement;

const card = (status: BagItem['status']): BagItem => ({
  id: 7,
  goods_id: 2,
  name: '改名卡',
  image: '',
  status,
  expire_time: 4_000_000_000,
  effect: 'rename',
});

/** The bag holds one rename card; the server refuses 已有的名字 (taken) and renames to anything else. */
function fakeApi() {
  const uses: Record<string, unknown>[] = [];
  let used = false;
  const shop = {
    getBagList: async () => ({ list: [card(used ? 1 : 2)] }),
    useBagItem: async (body: Record<string, unknown>) => {
      uses.push(body);
      if (body.nick_name === '已有的名字')
        throw new ApiError('failure', '该昵称已被使用，请换一个', API_STATUS.failed, '/api/user/useBagItem');
      used = true;
      return card(1);
    },
  };
  return { api: { shop } as unknown as Services['api'], uses };
}

async function render(api: Services['api']) {
  const store = createRootStore({ brand: BRAND, storage: null, document: null });
  store.user.setUser(user({ nick_name: '旧名字' }));
  mounted = await mountPage(RecordsPage, { root: store, api, path: '/newshop/records?tab=bag' });
  container = mounted.container;
  return store;
}

afterEach(() => mounted.unmount());

const button = (name: string) =>
  [...document.body.querySelectorAll('button')].find((element) => element.textContent?.trim() === name);

async function click(name: string) {
  const target = button(name);
  if (!target) throw new Error(`no button ${name}`);
  await act(async () => target.click());
}

// The rename dialog renders outside the page, in the body.
const type = (value: string) => typeInto(document.body, 'nick', value);

describe('rename card (issue #32): using it opens a rename, and the card is used only when the rename succeeds', () => {
  it('a refused name keeps the dialog and the card; an accepted one renames the user and the card shows 已使用', async () => {
    const { api, uses } = fakeApi();
    const store = await render(api);
    expect(container.textContent).toContain('改名卡');
    await click('使用');
    expect(document.body.querySelector<HTMLInputElement>('input[name="nick"]')?.value).toBe('旧名字');

    await type('   ');
    await click('确定');
    expect(uses).toHaveLength(0);
    expect(document.body.textContent).toContain('请输入昵称');

    await type('已有的名字');
    await click('确定');
    expect(uses[0]).toMatchObject({ id: 7, nick_name: '已有的名字' });
    expect(document.body.querySelector('input[name="nick"]')).not.toBeNull();
    expect(store.user.info?.nick_name).toBe('旧名字');

    await type(' 新名字 ');
    await click('确定');
    expect(uses[1]).toMatchObject({ id: 7, nick_name: '新名字' });
    expect(typeof uses[1]?.request_id).toBe('string');
    expect(store.user.info?.nick_name).toBe('新名字');
    expect(document.body.querySelector('input[name="nick"]')).toBeNull();
    expect(container.textContent).toContain('已使用');
    expect(button('使用')).toBeUndefined();
  });
});
