import type { BrandRuntimeConfig, TitledRoute } from '@live/brand-schema';
import { useEffect } from 'react';

/**
 * Sets the brand's title and keywords of a route (host-app spec §2). Pages without their own entry use the
 * brand default, or `pageName - site name` when they name themselves.
 */
export function usePageMeta(brand: BrandRuntimeConfig, route: TitledRoute | 'default', pageName?: string): void {
  useEffect(() => {
    const meta = brand.pages[route];
    document.title = pageName ? `${pageName} - ${brand.siteName}` : meta.title;
    document.querySelector('meta[name="keywords"]')?.setAttribute('content', meta.keywords);
  }, [brand, route, pageName]);
}
