import type { LastOnline, UserBasicInfo } from '@live/api-contract';
import { useServices } from '../../app/services';
import { useLoad } from '../../hooks/use-load';
import { QUIET } from '../../domain/request-presets';

export interface Peer {
  info: UserBasicInfo;
  online: LastOnline;
}

/** A platform user's profile and last-online time (host spec §7 getUserBasicInfo, getUserLastOnline). */
export function usePeer(userID: string) {
  const { api } = useServices();
  const id = Number(userID);
  return useLoad<Peer | null>(async (signal) => {
    // Chat ids of platform users are their numeric ids; any other id (a guest) has no platform profile.
    if (!Number.isInteger(id) || id <= 0) return null;
    const [info, online] = await Promise.all([
      api.user.getUserBasicInfo({ id, ...QUIET }, { signal }),
      api.user.getUserLastOnline({ userid: id, ...QUIET }, { signal }),
    ]);
    return { info, online };
  }, userID);
}
