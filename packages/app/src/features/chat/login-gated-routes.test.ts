// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MountedPage, mountPage } from '../../app/page-test-support';
import type { Services } from '../../app/services';
import { ROUTES } from '../../routes/paths';
import { createRootStore } from '../../stores';
import { BRAND } from '../../stores/test-fixtures';
import { chatText } from './messages';
import { chatRoutes, loginGatedRoutes } from './routes';

// A guest never has a chat session.
vi.mock('../../chat', () => ({ useChatSession: () => null }));

/** An API whose every call is still waiting: the pages render their first state. */
const pendingApi: Services['api'] = new Proxy(() => undefined, {
  get: (_target, key) => (key === 'then' ? undefined : pendingApi),
  apply: () => new Promise(() => undefined),
}) as unknown as Services['api'];

let page: MountedPage | undefined;
afterEach(async () => {
  await page?.unmount();
  page = undefined;
});

describe('loginGatedRoutes (issue #31: the deep-link shell shows the login gate before any script)', () => {
  it.each(Object.keys(chatRoutes))(
    '%s shows a guest the login gate exactly when loginGatedRoutes names it, as its stamped shell does',
    async (name) => {
      const loader = chatRoutes[name as keyof typeof chatRoutes];
      if (!loader) throw new Error(`no loader for ${name}`);
      const { Component } = await loader();
      const root = createRootStore({ brand: BRAND, storage: null, document: null });
      const pattern = ROUTES[name as keyof typeof ROUTES].path;
      page = await mountPage(Component, {
        root,
        api: pendingApi,
        path: pattern.replace(/:\w+/g, '15'),
        pattern,
        titled: [pattern],
      });
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
      const gated = page.container.textContent?.includes(chatText('needLogin', 'zh-CN')) ?? false;
      expect(gated).toBe((loginGatedRoutes as readonly string[]).includes(name));
    },
  );
});
