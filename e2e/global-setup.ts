import { startPreview } from './preview.ts';

/**
 * Serves every built brand (dist-brands/, built by `npm run test:e2e`) on free ports, each forwarding its API
 * calls to a freshly seeded sandbox, and hands the tests a map of brand id -> URL in BRAND_URLS.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const preview = await startPreview();
  process.env.BRAND_URLS = JSON.stringify(preview.urls);
  return preview.stop;
}
