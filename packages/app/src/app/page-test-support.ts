/** Test-only: a page rendered in jsdom inside the app's services and a memory router. Never imported by app code. */
import { act, type ComponentType, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { RootStore } from '../stores';
import { type Services, ServicesProvider } from './services';

export interface MountedPage {
  container: HTMLElement;
  unmount: () => Promise<void>;
}

/**
 * Renders `page` at `path` with the store and API a test gives, in the store brand's language; `titled` names the
 * brand's titled routes the page sets its title from (spec §2), beside the default; `pattern` (a route's path, as
 * routes/paths.ts names it) gives the page its address's params.
 */
export async function mountPage(
  page: ComponentType,
  {
    root,
    api,
    path = '/',
    titled = [],
    pattern,
  }: { root: RootStore; api: Services['api']; path?: string; titled?: string[]; pattern?: string },
): Promise<MountedPage> {
  const meta = { title: 'Site', keywords: '' };
  const pages = Object.fromEntries(['default', ...titled].map((route) => [route, meta]));
  // No brand images: an avatar shows its bundled default.
  const brand = { language: root.language.lang, siteName: 'Site', pages, images: {} };
  const services = { brand, root, api } as unknown as Services;
  const container = document.createElement('div');
  document.body.append(container);
  const reactRoot = createRoot(container);
  await act(async () =>
    reactRoot.render(
      createElement(
        MemoryRouter,
        { initialEntries: [path] },
        createElement(ServicesProvider, {
          services,
          children: pattern
            ? createElement(Routes, null, createElement(Route, { path: pattern, element: createElement(page) }))
            : createElement(page),
        }),
      ),
    ),
  );
  return {
    container,
    unmount: async () => {
      await act(async () => reactRoot.unmount());
      container.remove();
    },
  };
}

/** Types into the controlled input named `name` as a user would (React listens to the input event). */
export async function typeInto(container: HTMLElement, name: string, value: string): Promise<void> {
  const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no input ${name}`);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
