// @vitest-environment jsdom
import { API_STATUS, type Goods } from '@live/api-contract';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import { type Services, ServicesProvider } from '../../app/services';
import { createRootStore } from '../../stores';
import { BRAND } from '../../stores/test-fixtures';
import { goodsIdOf } from './GoodsPage';
import ShopPage from './ShopPage';

let root: Root | undefined;
let container: HTMLElement;

const FRAME: Goods = {
  id: 3,
  name: '炫彩头像框',
  image: '',
  price: 300,
  stock: 999,
  kind: 1,
  description: '使用后头像带炫彩边框 30 天',
  effect: 'avatar_frame',
  effect_days: 30,
  valid_days: 30,
};

async function render(address: string, getGoodsInfo: () => Promise<Goods>, language = 'zh-CN') {
  const store = createRootStore({ brand: BRAND, storage: null, document: null });
  const brand = { language, siteName: 'Site', pages: { default: { title: 'Site', keywords: '' } } };
  const api = { shop: { getGoodsInfo } } as unknown as Services['api'];
  const services = { brand, root: store, api } as unknown as Services;
  if (language === 'pt-BR') store.language.setLang('pt-BR');
  container = document.createElement('div');
  document.body.append(container);
  const mounted = createRoot(container);
  root = mounted;
  await act(async () =>
    mounted.render(
      createElement(
        MemoryRouter,
        { initialEntries: [address] },
        createElement(ServicesProvider, { services, children: createElement(ShopPage) }),
      ),
    ),
  );
}

afterEach(async () => {
  if (!root) return;
  const mounted = root;
  await act(async () => mounted.unmount());
  container.remove();
  root = undefined;
});

describe('item page (issue #32): /newshop?goods=<id>', () => {
  it('reads only a positive whole id from the address', () => {
    expect(goodsIdOf('3')).toBe(3);
    for (const bad of [null, '', '0', '-3', '3.5', 'abc', '03', '12345678901']) expect(goodsIdOf(bad)).toBeNull();
  });

  it('shows picture, name, price, what it does and for how long, validity and stock, and the exchange button', async () => {
    await render('/newshop?goods=3', async () => FRAME);
    const page = container.querySelector('[data-testid="goods-page"]');
    expect(page?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('炫彩头像框');
    expect(page?.textContent).toContain('300 金币');
    expect(page?.textContent).toContain('使用后头像带炫彩边框，持续 30 天');
    expect(page?.textContent).toContain('兑换后 30 天内使用');
    expect(page?.textContent).toContain('库存999');
    expect([...(page?.querySelectorAll('button') ?? [])].map((button) => button.textContent)).toContain('兑换');
  });

  it('pt-BR: prices and stock in Brazilian grouping; a physical goods says when it ships', async () => {
    const shirt: Goods = { ...FRAME, id: 7, name: 'Camisa do time', price: 5000, stock: 1200, kind: 2, effect: 'none' };
    await render('/newshop?goods=7', async () => ({ ...shirt, effect_days: 0, valid_days: 0 }), 'pt-BR');
    const page = container.querySelector('[data-testid="goods-page"]');
    expect(page?.textContent).toContain('5.000 moedas');
    expect(page?.textContent).toContain('Estoque1.200');
    expect(page?.textContent).toContain('EntregaEnviado em até 7 dias úteis');
    expect(page?.textContent).not.toContain('Efeito');
  });

  it('a goods the platform does not sell says so with a way back to the shop (pt-BR)', async () => {
    await render(
      '/newshop?goods=6',
      async () => {
        throw new ApiError('failure', 'Produto 6 não encontrado', API_STATUS.failed, '/api/shop/getGoodsInfo');
      },
      'pt-BR',
    );
    expect(container.textContent).toContain('Este produto não existe ou saiu da loja');
    expect(container.querySelector('a[href="/newshop"]')?.textContent).toBe('Voltar à loja');
  });
});
