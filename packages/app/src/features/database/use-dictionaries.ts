import type { BaseDictionary } from '@live/api-contract';
import { useEffect } from 'react';
import { useServices } from '../../app/services';

/**
 * The base dictionaries (spec §3), fetched once per visit by the first page that needs them; until they arrive
 * (or if the fetch fails, which is ignored) labels fall back to the codes.
 */
export function useDictionaries(): BaseDictionary | null {
  const { api, root } = useServices();
  const store = root.dictionaries;
  useEffect(() => {
    if (!store.dictionaries) void store.load(() => api.database.getBaseDictionary());
  }, [api, store]);
  return store.dictionaries;
}
