import type { BrandRuntimeConfig } from '@live/brand-schema';
import { createContext, useContext } from 'react';

export const BrandContext = createContext<BrandRuntimeConfig | null>(null);

export function useBrand(): BrandRuntimeConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand() outside <BrandContext.Provider>');
  return brand;
}
