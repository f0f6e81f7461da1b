/** The common config's ads (spec §3 launch_ad, live_play_ad) and the user's is_no_qrad (§6). */
import type { AdSlot, UserInfo } from '@live/api-contract';

/** §6: is_no_qrad hides every ad of the common config (launch_ad, live_play_ad); guests see them. */
export function adsShown(user: Pick<UserInfo, 'is_no_qrad'> | null): boolean {
  return !user || user.is_no_qrad !== 1;
}

/** live_play_ad: the live room's ad, unless the user's is_no_qrad hides ads. */
export function roomAd(ads: readonly AdSlot[] | undefined, user: Pick<UserInfo, 'is_no_qrad'> | null): AdSlot | null {
  return adsShown(user) ? (ads?.[0] ?? null) : null;
}
