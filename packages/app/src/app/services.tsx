import type { BrandRuntimeConfig } from '@live/brand-schema';
import { createContext, type ReactNode, useContext } from 'react';
import type { Api } from '../api';
import type { RootStore } from '../stores';
import type { MatchNoticeStore } from '../shell/match-notices';

/** Everything a page needs from the app: the brand, the stores, the API and the shell's notice queue. */
export interface Services {
  brand: BrandRuntimeConfig;
  root: RootStore;
  api: Api;
  notices: MatchNoticeStore;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() outside <ServicesProvider>');
  return services;
}
