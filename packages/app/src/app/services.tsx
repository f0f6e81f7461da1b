/**
 * The composition root: the one place that creates the stores, the API client and the notice queue and wires
 * them together (the client's session and store-side effects come from the stores; stores import no API code),
 * and the React context through which every page reaches them (`useServices()`).
 */
import type { BrandRuntimeConfig } from '@live/brand-schema';
import { createContext, type ReactNode, useContext } from 'react';
import { type Api, createApi } from '../api';
import { createApiClient, REQUEST_TIMEOUT_MS } from '../api/core/client';
import type { ApiEffects, ApiSession } from '../api/core/effects';
import type { EarlyCall } from '../api/core/early-call';
import { fetchHostList, hostRotation, injectCommonScript, parseHostList } from '../api/core/hosts';
import { type PageParams, readPageParams, resolveSpSource } from '../api/core/page-params';
import { MatchNoticeStore } from '../shell/match-notices';
import { createRootStore, type KeyValueStorage, type RootStore } from '../stores';

/** Everything a page needs from the app: the brand, the stores, the API, the shell's notice queue and the
 * values the first page's address carried. */
export interface Services {
  brand: BrandRuntimeConfig;
  root: RootStore;
  api: Api;
  notices: MatchNoticeStore;
  page: PageParams;
}

/** The UI half of ApiEffects: ui-kit toasts and dialog, the router and the current address. */
export type UiEffects = Omit<ApiEffects, 'resetUser' | 'clearStorage' | 'saveReturnAddress'>;

export interface ServicesOptions {
  brand: BrandRuntimeConfig;
  /** localStorage in the browser; null keeps everything in memory. */
  storage: KeyValueStorage | null;
  /** The document whose <body mode> follows the theme and that receives the common script; null in tests. */
  document: Document | null;
  /** The first page's query string (sp_source, channel_code). */
  pageSearch?: string;
  /** The root page's first calls, started by index.html (api/core/early-call.ts). */
  earlyCalls?: readonly EarlyCall[];
  /** The API host list's answer, fetched by index.html before any call (api/core/early-call.ts startHostList). */
  earlyHosts?: Promise<unknown>;
  ui: UiEffects;
  now?: () => number;
}

export interface ComposedServices {
  services: Services;
  /**
   * Loads the API host list once (spec §4, §7: index.html's answer when it fetched it, else a fetch; failures
   * ignored): boot.tsx waits for it before the first render, so the first page's calls go to the list's host.
   */
  loadHosts(): Promise<void>;
  /** The host list, then the common script of the active host (spec §4). */
  boot(): Promise<void>;
}

/** Who calls the API: the user's token and id, sp_source, language and forwarded channel_code (spec §7). */
function apiSession(root: RootStore, brand: BrandRuntimeConfig, page: PageParams): ApiSession {
  return {
    token: () => root.user.token,
    uid: () => root.user.uid,
    spSource: () => resolveSpSource(page, brand.defaultSpSource),
    language: () => root.language.lang,
    channelCode: () => (brand.forwardChannelCode ? page.channelCode : null),
  };
}

export function createServices(options: ServicesOptions): ComposedServices {
  const { brand, ui } = options;
  const now = options.now ?? Date.now;
  const root = createRootStore({ brand, storage: options.storage, document: options.document });
  const page = readPageParams(options.pageSearch ?? '');
  const client = createApiClient({
    session: apiSession(root, brand, page),
    effects: {
      ...ui,
      resetUser: () => root.user.reset(),
      clearStorage: () => root.clearPersisted(),
      saveReturnAddress: (address) => root.setReturnAddress(address),
    },
    earlyCalls: options.earlyCalls,
    nextHost: hostRotation({
      hosts: () => root.apiHosts.hosts,
      selected: () => root.apiHosts.selected,
      fallback: root.apiHosts.fallback,
    }),
    now,
  });
  let hostsLoaded: Promise<void> | null = null;
  const loadHosts = () =>
    (hostsLoaded ??= (
      options.earlyHosts
        ? options.earlyHosts.then(parseHostList, () => [])
        : fetchHostList(brand.api.hostListUrl, REQUEST_TIMEOUT_MS)
    ).then((hosts) => root.apiHosts.setHosts(hosts)));
  return {
    services: { brand, root, api: createApi(client), notices: new MatchNoticeStore(), page },
    loadHosts,
    async boot() {
      await loadHosts();
      if (options.document) injectCommonScript(options.document, root.apiHosts.active, now());
    },
  };
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
