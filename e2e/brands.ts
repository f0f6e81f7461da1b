import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandDescriptor } from '@live/brand-schema';

const BRANDS_DIR = join(import.meta.dirname, '../brands');

// E2E_BRANDS=pq8,pq8br narrows a local run to the brands built into E2E_OUT (see preview.ts).
const only = process.env.E2E_BRANDS?.split(',');

/** Every brand descriptor, read the way brandgen reads them, to drive one test per brand. */
export const brands: BrandDescriptor[] = readdirSync(BRANDS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && (!only || only.includes(entry.name)))
  .map((entry) => JSON.parse(readFileSync(join(BRANDS_DIR, entry.name, 'brand.json'), 'utf8')) as BrandDescriptor)
  .sort((a, b) => a.id.localeCompare(b.id));

// Full user flows run once per language, on pq8 and pq8br where present (DEVELOPERS.md): the brands differ in
// name, colours, images, titles, source codes and language, which the brand smoke and the route crawl check on
// every brand; a flow repeated on six more brands of the same language found nothing the crawl does not.
const FLOW_PREFERRED = ['pq8', 'pq8br'];

/** One brand per language for the full user flows. */
export const flowBrands: BrandDescriptor[] = brands.filter((brand) => {
  const sameLanguage = brands.filter((other) => other.language === brand.language);
  return (sameLanguage.find((other) => FLOW_PREFERRED.includes(other.id)) ?? sameLanguage[0]) === brand;
});

export function brandUrl(id: string): string {
  const urls = JSON.parse(process.env.BRAND_URLS ?? '{}') as Record<string, string>;
  const url = urls[id];
  if (!url) throw new Error(`brand ${id} is not served; built brands: ${Object.keys(urls).join(', ')}`);
  return url;
}

/** '#319cfc' -> 'rgb(49, 156, 252)', the form getComputedStyle returns. */
export function rgb(hex: string): string {
  const n = (i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
  return `rgb(${n(1)}, ${n(3)}, ${n(5)})`;
}
