/**
 * The phone-number metadata the app ships (src/domain/phone-metadata.json): libphonenumber-js's mobile-only
 * metadata cut to the countries the markets take. The whole mobile set is 99 KB of JSON; these five are 6 KB
 * (1.6 KB gzip), loaded only with the account pages. Regenerate after updating libphonenumber-js, then format:
 *   node packages/app/build/phone-metadata.ts && npx prettier --write packages/app/src/domain/phone-metadata.json
 * (src/domain/account-forms.test.ts fails while the committed data differs from what this makes).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Brazil (pt-BR) and Greater China (zh-CN): mainland, Hong Kong, Macau, Taiwan. */
export const PHONE_COUNTRIES = ['BR', 'CN', 'HK', 'MO', 'TW'] as const;

interface Metadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
  nonGeographic?: Record<string, unknown>;
}

export const PHONE_METADATA_FILE = new URL('../src/domain/phone-metadata.json', import.meta.url);

/** The mobile metadata of PHONE_COUNTRIES, in the library's own format (its core functions take it). */
export function phoneMetadataSubset(): Metadata {
  const require = createRequire(import.meta.url);
  const path = require.resolve('libphonenumber-js/metadata.mobile.json');
  const full = JSON.parse(readFileSync(path, 'utf8')) as Metadata;
  const keep = new Set<string>(PHONE_COUNTRIES);
  const callingCodes = Object.fromEntries(
    Object.entries(full.country_calling_codes)
      .map(([code, countries]) => [code, countries.filter((country) => keep.has(country))] as const)
      .filter(([, countries]) => countries.length > 0),
  );
  const countries = Object.fromEntries(PHONE_COUNTRIES.map((country) => [country, full.countries[country]]));
  return { version: full.version, country_calling_codes: callingCodes, countries, nonGeographic: {} };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  writeFileSync(PHONE_METADATA_FILE, `${JSON.stringify(phoneMetadataSubset())}\n`);
  console.log(`wrote ${PHONE_METADATA_FILE.pathname}`);
}
