/**
 * One call for the shell to wire the stores and the API: the root store, the client whose session and store-side
 * effects come from it, and `boot()` (host list first, then the active host's common script, spec §4).
 */
import { type Api, createApi } from '../api';
import { createApiClient } from '../api/core/client';
import type { ApiEffects } from '../api/core/effects';
import { injectCommonScript } from '../api/core/hosts';
import { createRootStore, type RootStore, type RootStoreOptions } from './root-store';

/** The UI half of ApiEffects: ui-kit toasts and dialog, the router and the current address. */
export type UiEffects = Omit<ApiEffects, 'resetUser' | 'clearStorage' | 'saveReturnAddress'>;

export interface AppServicesOptions extends RootStoreOptions {
  ui: UiEffects;
  now?: () => number;
}

export interface AppServices {
  root: RootStore;
  api: Api;
  /** Loads the API host list (failures ignored), then injects the common script of the active host. */
  boot(): Promise<void>;
}

export function createAppServices(options: AppServicesOptions): AppServices {
  const root = createRootStore(options);
  const now = options.now ?? Date.now;
  const client = createApiClient({
    session: root.apiSession(),
    effects: { ...options.ui, ...root.apiStoreEffects() },
    nextHost: root.apiHosts.nextHost,
    now,
  });
  return {
    root,
    api: createApi(client),
    async boot() {
      await root.apiHosts.load(options.brand.api.hostListUrl);
      if (options.document) injectCommonScript(options.document, root.apiHosts.active, now());
    },
  };
}
