import type { BrandRuntimeConfig } from '@live/brand-schema';

/** Reads the brand's runtime config that brandgen inlined into index.html; no fetch before first paint. */
export function readBrandConfig(doc: Document = document): BrandRuntimeConfig {
  const element = doc.getElementById('brand-config');
  if (!element?.textContent) throw new Error('index.html carries no #brand-config: build it with brandgen');
  return JSON.parse(element.textContent) as BrandRuntimeConfig;
}
