import type { Wallet } from '@live/api-contract';
import { useServices } from '../../app/services';
import { type Loaded, useLoad } from '../../hooks/use-load';
import { IN_PAGE } from '../../domain/request-presets';

/** The caller's gold, diamonds and balance, read again whenever `version` changes (after a withdrawal). */
export function useWallet(version = 0): Loaded<Wallet> {
  const { api } = useServices();
  return useLoad<Wallet>((signal) => api.wallet.getWallet(IN_PAGE, { signal }), `wallet-${version}`);
}
