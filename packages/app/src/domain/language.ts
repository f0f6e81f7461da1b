import type { BrandRuntimeConfig } from '@live/brand-schema';

export type Language = BrandRuntimeConfig['language'];

/** Chinese is the API's default; every other language asks for Portuguese (Brazil) texts (spec §7). */
export function isChinese(language: string): boolean {
  return language.toLowerCase().startsWith('zh');
}

/** A label in the page language from a `{ zh, pt }` pair. */
export function pick(label: { zh: string; pt: string }, language: string): string {
  return isChinese(language) ? label.zh : label.pt;
}
