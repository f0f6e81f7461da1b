import type { BrandRuntimeConfig, TitledRoute } from '@live/brand-schema';
import { useEffect } from 'react';

/** Sets the brand's title and keywords of a route (host-app spec §2), falling back to the brand default. */
export function usePageMeta(brand: BrandRuntimeConfig, route: TitledRoute | 'default'): void {
  useEffect(() => {
    const meta = brand.pages[route];
    document.title = meta.title;
    document.querySelector('meta[name="keywords"]')?.setAttribute('content', meta.keywords);
  }, [brand, route]);
}
