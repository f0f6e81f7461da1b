// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRootStore, type RootStore } from '../stores';
import { BRAND, user } from '../stores/test-fixtures';
import { useRequireLogin } from './require-login';
import { type Services, ServicesProvider } from './services';

let root: Root;
let guard: () => boolean;
let path = '';

function Harness() {
  guard = useRequireLogin();
  const location = useLocation();
  path = `${location.pathname}${location.search}`;
  return null;
}

async function mount(store: RootStore, language = 'zh-CN') {
  const services = { brand: { language }, root: store } as unknown as Services;
  root = createRoot(document.createElement('div'));
  await act(async () =>
    root.render(
      createElement(
        MemoryRouter,
        { initialEntries: ['/score?filter=4'] },
        createElement(ServicesProvider, { services, children: createElement(Harness) }),
      ),
    ),
  );
}

const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('[role="alertdialog"] button')].find((b) => b.textContent === name);
const dialogs = () => document.querySelectorAll('[role="alertdialog"]');
/** The dialog code loads on the first prompt, so the dialog shows a moment after the guard answers. */
const shown = () => vi.waitFor(() => expect(dialogs()).toHaveLength(1));

describe('useRequireLogin (spec §2, §8 not-logged-in prompt)', () => {
  afterEach(() => act(() => root.unmount()));

  it('a logged-in user passes without a prompt', async () => {
    const store = createRootStore({ brand: BRAND, storage: null, document: null });
    store.user.setUser(user());
    await mount(store);
    expect(guard()).toBe(true);
    expect(dialogs()).toHaveLength(0);
  });

  it('a visitor gets 您还未登录 / 请登录使用完整功能; 确定 saves the path and query and opens /login', async () => {
    const store = createRootStore({ brand: BRAND, storage: null, document: null });
    await mount(store);
    let answer = true;
    act(() => {
      answer = guard();
    });
    expect(answer).toBe(false);
    await shown();
    const dialog = dialogs()[0];
    expect(dialog?.textContent).toContain('您还未登录');
    expect(dialog?.textContent).toContain('请登录使用完整功能');
    // Awaited: the refused second prompt settles (its dialog code loads first) while the first still shows.
    await act(async () => {
      guard();
    });
    expect(dialogs()).toHaveLength(1);
    expect(button('确定')).toBeDefined();
    await act(async () => button('确定')?.click());
    expect(store.prevPage).toBe('/score?filter=4');
    await vi.waitFor(() => expect(path).toBe('/login'));
  });

  it('取消 leaves the visitor where they are', async () => {
    const store = createRootStore({ brand: BRAND, storage: null, document: null });
    await mount(store);
    act(() => {
      guard();
    });
    await shown();
    expect(button('取消')).toBeDefined();
    await act(async () => button('取消')?.click());
    expect(dialogs()).toHaveLength(0);
    expect(store.prevPage).toBe('');
    expect(path).toBe('/score?filter=4');
  });

  it('on pt-BR the prompt is Portuguese: Você não entrou / Entre para usar todos os recursos, Entrar (issue #30)', async () => {
    const store = createRootStore({ brand: BRAND, storage: null, document: null });
    await mount(store, 'pt-BR');
    act(() => {
      guard();
    });
    await shown();
    expect(dialogs()[0]?.textContent).toContain('Você não entrou');
    expect(dialogs()[0]?.textContent).toContain('Entre para usar todos os recursos');
    expect(dialogs()[0]?.textContent).not.toMatch(/[\u3000-\u9fff]/);
    await act(async () => button('Entrar')?.click());
    await vi.waitFor(() => expect(path).toBe('/login'));
  });
});
