// @vitest-environment jsdom
import { act, createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Services, ServicesProvider } from '../app/services';
import { BRAND } from '../stores/test-fixtures';
import { RouteErrorBoundary } from './RouteError';

function Broken(): never {
  throw new Error('render failed');
}

describe('RouteErrorBoundary (issue #31: it stays mounted across navigations)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the error view for the failed page's address and clears it when the address changes", async () => {
    // React reports the caught error on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const services = { brand: BRAND } as unknown as Services;
    const container = document.createElement('div');
    const root = createRoot(container);
    const render = (address: string, page: () => unknown) =>
      act(async () =>
        root.render(
          h(ServicesProvider, {
            services,
            children: h(RouteErrorBoundary, { address, children: h(page as () => null) }),
          }),
        ),
      );
    await render('/a', Broken);
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
    // The same address keeps the error view (a re-render is not a retry).
    await render('/a', () => h('p', null, 'page a'));
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
    await render('/b', () => h('p', null, 'page b'));
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.textContent).toBe('page b');
    await act(async () => root.unmount());
  });
});
