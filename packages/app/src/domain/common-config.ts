/**
 * What live cards and the live home show of the common config (spec §3: live_badge, live_category), as pure
 * functions; user_tag is user-tags.ts, the ads ads.ts (each its own module: the live pages' first load carries
 * only this one). Ids the config does not list are dropped.
 */
import type { LiveBadge, LiveCategoryBrief, LiveRoom } from '@live/api-contract';

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
