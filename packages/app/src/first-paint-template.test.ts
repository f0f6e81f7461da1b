import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type BrandRuntimeConfig, type ImageKey, toRuntimeConfig, validateBrand } from '@live/brand-schema';
import { describe, expect, it, vi } from 'vitest';
import { escapeLikeReact, fillTemplate } from './first-paint-template';

const BRANDS_DIR = join(import.meta.dirname, '../../../brands');
const ODD = `<&"' $& $1 $$ end`;

/** Each real brand under brands/, as the build stamps it (image URLs content-hashed names). */
function realBrands(): BrandRuntimeConfig[] {
  return readdirSync(BRANDS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const result = validateBrand(JSON.parse(readFileSync(join(BRANDS_DIR, entry.name, 'brand.json'), 'utf8')));
      if (!result.ok) throw new Error(`${entry.name}: ${JSON.stringify(result.problems)}`);
      const images = Object.fromEntries(
        Object.entries(result.brand.images).map(([key, path]) => [key, `/m/brand/${path}.0123456789`]),
      ) as Record<ImageKey, string>;
      return toRuntimeConfig(result.brand, 'sandbox', images);
    });
}

/** Another brand of the same kind: its own display strings, `name` its site name. */
function sibling(brand: BrandRuntimeConfig, name: string, n: number): BrandRuntimeConfig {
  const pages = Object.fromEntries(
    Object.entries(brand.pages).map(([route, page]) => [route, { ...page, title: `${name} ${route}` }]),
  ) as BrandRuntimeConfig['pages'];
  const images = Object.fromEntries(
    Object.entries(brand.images).map(([key, url]) => [key, url.replace('0123456789', `abc${n}`)]),
  ) as Record<ImageKey, string>;
  return { ...brand, id: `${brand.id}c${n}`, siteName: name, storeKey: `${brand.id}c${n}_store`, pages, images };
}

type FirstPaint = typeof import('./first-paint');

/** A fresh first-paint module: its templates start empty, so each kind's first brand is rendered in full. */
async function freshModule(): Promise<FirstPaint> {
  vi.resetModules();
  return import('./first-paint');
}

async function pagesOf(module: FirstPaint, brand: BrandRuntimeConfig) {
  return {
    score: await module.renderFirstPaint(brand, 'score'),
    live: await module.renderFirstPaint(brand, 'live'),
    shells: (await module.renderShells(brand)).html,
  };
}

describe('issue #31 item 3: a first paint is rendered once per kind of brand, byte-identical to a full render', () => {
  it("escapes a display string exactly as React prints it as text and as an attribute's value", () => {
    const html = renderToStaticMarkup(createElement('img', { alt: ODD, title: 'x' }, null));
    expect(html).toBe(`<img alt="${escapeLikeReact(ODD)}" title="x"/>`);
    expect(renderToStaticMarkup(createElement('h1', null, ODD))).toBe(`<h1>${escapeLikeReact(ODD)}</h1>`);
  });

  it('fills each placeholder in one pass: a value with $& or a placeholder in it stays itself', () => {
    expect(fillTemplate('<b>FIRSTPAINTSTRING0X|FIRSTPAINTSTRING1X</b>', ['$&', 'FIRSTPAINTSTRING0X'])).toBe(
      '<b>$&amp;|FIRSTPAINTSTRING0X</b>',
    );
  });

  it('every real brand and siblings with odd names: the templated pages are the full renders, byte for byte', async () => {
    const brands = realBrands();
    expect(brands.length).toBe(8);
    const siblings = brands.flatMap((brand, i) => [
      sibling(brand, `${brand.siteName} ${ODD}`, i),
      sibling(brand, 'X', i),
    ]);
    const templated = await freshModule();
    const { templatesInUse } = await import('./first-paint-template');
    const fromTemplates = [];
    // Each kind's first brand renders it in full, the second makes and checks the template, the third is filled.
    for (const brand of [...brands, ...siblings]) fromTemplates.push(await pagesOf(templated, brand));
    for (const [i, brand] of [...brands, ...siblings].entries()) {
      const full = await pagesOf(await freshModule(), brand);
      expect(fromTemplates[i], brand.id).toEqual(full);
    }
    // Every kind of page of every brand: the two root pages and each shell.
    expect(await templatesInUse()).toBe(brands.length * (2 + Object.keys(fromTemplates[0]?.shells ?? {}).length));
    // The odd name is in the page, escaped (the shared pages' brand bar prints the site name).
    expect(fromTemplates[8]?.shells.brand).toContain(escapeLikeReact(ODD));
  }, 120_000);

  it('renders each kind twice whatever its number of brands, and in full when a render reads a display string', async () => {
    const { renderByTemplate } = await import('./first-paint-template');
    const [brand] = realBrands();
    if (!brand) throw new Error('no brand');
    let renders = 0;
    const printing = async (b: BrandRuntimeConfig) => {
      renders++;
      return `<h1>${escapeLikeReact(b.siteName)}</h1><img src="${escapeLikeReact(b.images.logo)}">`;
    };
    // The third brand's name holds a placeholder's text: it is rendered in full (a render of its own).
    const names = ['A', ODD, 'FIRSTPAINTSTRING0X', 'D'];
    const out = [];
    for (const [i, name] of names.entries())
      out.push(await renderByTemplate(sibling(brand, name, i), 'print', printing));
    expect(out[2]).toBe(`<h1>FIRSTPAINTSTRING0X</h1><img src="${sibling(brand, '', 2).images.logo}">`);
    expect(out[1]).toBe(
      `<h1>${escapeLikeReact(ODD)}</h1><img src="${escapeLikeReact(sibling(brand, ODD, 1).images.logo)}">`,
    );
    expect(renders).toBe(3);

    renders = 0;
    // Logic on a display string: the template (a long placeholder) differs from the first brand's page.
    const reading = async (b: BrandRuntimeConfig) => {
      renders++;
      return b.siteName.length > 3 ? '<p>long</p>' : `<p>${escapeLikeReact(b.siteName)}</p>`;
    };
    const read = [];
    for (const [i, name] of ['A', 'B', 'CCCCC'].entries())
      read.push(await renderByTemplate(sibling(brand, name, i), 'read', reading));
    expect(read).toEqual(['<p>A</p>', '<p>B</p>', '<p>long</p>']);
    expect(renders).toBe(4);
  });
});
