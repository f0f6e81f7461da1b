import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { type Services, ServicesProvider } from '../../app/services';
import { createRootStore } from '../../stores';
import { BRAND } from '../../stores/test-fixtures';
import { ModelNumbers } from './ModelNumbers';

it("a model's numbers head their parts at the page's second level (axe heading-order: the page's title is its h1, no h2 before an h3)", () => {
  const services = { brand: BRAND, root: createRootStore({ brand: BRAND, storage: null, document: null }) };
  const html = renderToStaticMarkup(
    createElement(ServicesProvider, {
      services: services as unknown as Services,
      children: createElement(ModelNumbers, {
        detail: { kind: 'diversity', home_lean: 50, draw_lean: 20, away_lean: 30, divergence: 12 },
        names: ['A', 'B'],
      }),
    }),
  );
  expect(html).toContain('<h2 class="data-page__heading">');
  expect(html).not.toMatch(/<h[3-6]/);
});
