// @vitest-environment jsdom
import type { Anchor } from '@live/api-contract';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Services } from '../../app/services';
import { ServicesProvider } from '../../app/services';
import { createRootStore } from '../../stores';
import { BRAND } from '../../stores/test-fixtures';
import { AnchorRows } from './ResultRows';

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
});

const anchor: Anchor = {
  id: 7,
  nick_name: 'Bia Narra',
  avatar: '',
  signature: '',
  anchor_level: 3,
  fans_count: 63245,
  is_live: 0,
  liveid: 0,
  sport_id: 1,
  attented: 0,
};

async function rendered(language: 'zh-CN' | 'pt-BR'): Promise<string> {
  const brand = { ...BRAND, language };
  const store = createRootStore({ brand, storage: null, document: null });
  const images = { defaultAvatar: '/a.png', siteAvatar: '/s.png' };
  const services = { brand: { ...brand, images }, root: store, api: {} } as unknown as Services;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      createElement(
        MemoryRouter,
        null,
        createElement(ServicesProvider, {
          services,
          children: createElement(AnchorRows, { list: [anchor], keyword: '' }),
        }),
      ),
    ),
  );
  // Intl writes a no-break space inside '63,2 mil'.
  return (container.textContent ?? '').replace(/\u00a0/g, ' ');
}

// Issue #30 item 3: an anchor's fans are a count, in 万 for zh-CN (spec §9) and compact Portuguese for pt-BR.
describe('fans counts by market (issue #30 numbers in pt-BR)', () => {
  it('zh-CN keeps spec §9: 6.32万', async () => {
    expect(await rendered('zh-CN')).toContain('6.32万');
  });

  it('pt-BR has no 万: 63,2 mil fãs', async () => {
    const text = await rendered('pt-BR');
    expect(text).toContain('63,2 mil fãs');
    expect(text).not.toContain('万');
  });
});
