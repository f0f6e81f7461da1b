/**
 * What the app shows of the common config's lists (spec §3: live_badge, live_category, user_tag, live_play_ad),
 * as pure functions. Ids the config does not list are dropped; nothing here trusts a colour or a link as given.
 */
import type { AdSlot, LiveBadge, LiveCategoryBrief, LiveRoom, UserInfo, UserTag } from '@live/api-contract';

/** live_badge: the badges a room carries, in the config's order (live cards). */
export function roomBadges(room: Pick<LiveRoom, 'badge_ids'>, badges: readonly LiveBadge[] | undefined): LiveBadge[] {
  const ids = new Set(room.badge_ids ?? []);
  return (badges ?? []).filter((badge) => ids.has(badge.id));
}

/**
 * live_category: the live home's categories are the operator's list in its order; until the config is in (or
 * when it lists none), the categories of getCategory.
 */
export function liveHomeCategories(
  configured: readonly LiveCategoryBrief[] | undefined,
  fetched: readonly LiveCategoryBrief[],
): LiveCategoryBrief[] {
  const list = configured && configured.length > 0 ? configured : fetched;
  return list.map(({ id, name }) => ({ id, name }));
}

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** user_tag: the tags of a user (UserInfo.tags, ids as strings) with a safe colour, in the config's order. */
export function userTags(ids: readonly string[] | undefined, tags: readonly UserTag[] | undefined): UserTag[] {
  const wanted = new Set(ids ?? []);
  return (tags ?? [])
    .filter((tag) => wanted.has(String(tag.id)))
    .map((tag) => ({ ...tag, color: COLOUR.test(tag.color) ? tag.color : '' }));
}

/** §6: is_no_qrad hides every ad of the common config (launch_ad, live_play_ad); guests see them. */
export function adsShown(user: Pick<UserInfo, 'is_no_qrad'> | null): boolean {
  return !user || user.is_no_qrad !== 1;
}

/** live_play_ad: the live room's ad, unless the user's is_no_qrad hides ads. */
export function roomAd(ads: readonly AdSlot[] | undefined, user: Pick<UserInfo, 'is_no_qrad'> | null): AdSlot | null {
  return adsShown(user) ? (ads?.[0] ?? null) : null;
}
