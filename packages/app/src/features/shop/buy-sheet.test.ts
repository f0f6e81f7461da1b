// @vitest-environment jsdom
import type { BuyGoodsBody, BuyGoodsResult, Goods } from '@live/api-contract';
import { act, createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type MountedPage, mountPage } from '../../app/page-test-support';
import type { Services } from '../../app/services';
import { createRootStore } from '../../stores';
import { BRAND, user } from '../../stores/test-fixtures';
import { BuySheet } from './BuySheet';

const CARD: Goods = {
  id: 2,
  name: '改名卡',
  image: '',
  price: 300,
  stock: 50,
  kind: 1,
  description: '',
  effect: 'rename',
  effect_days: 0,
  valid_days: 30,
};

let page: MountedPage | undefined;
afterEach(async () => {
  await page?.unmount();
  page = undefined;
});

describe('the exchange sheet (shop buy)', () => {
  it('shows the gold the platform answers after a purchase, not its own sum (the server decides)', async () => {
    const root = createRootStore({ brand: BRAND, storage: null, document: null });
    root.user.setUser(user({ gold: 1000 }));
    const bodies: BuyGoodsBody[] = [];
    // Another payment landed meanwhile: the ledger holds 640, not 1000 - 300.
    const buyGoods = async (body: BuyGoodsBody): Promise<BuyGoodsResult> => {
      bodies.push(body);
      const order = { id: 9, goods_id: CARD.id, goods_name: CARD.name, image: '', quantity: 1, gold: 300 };
      return { ...order, status: 3, address: '', created_at: 0, balances: { gold: 640, diamond: 5, money: 12.5 } };
    };
    const api = { shop: { buyGoods } } as unknown as Services['api'];
    page = await mountPage(() => createElement(BuySheet, { goods: CARD, onClose: () => undefined }), { root, api });
    const confirm = [...document.querySelectorAll('button')].find((button) => button.textContent === '确认兑换');
    await act(async () => confirm?.click());
    expect(bodies).toHaveLength(1);
    expect(root.user.info).toMatchObject({ gold: 640, diamond: 5, money: 12.5 });
  });
});
