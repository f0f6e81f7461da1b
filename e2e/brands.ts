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
