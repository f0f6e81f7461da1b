/**
 * Which of the common config's labels (spec §3: live_badge, user_tag) a room or a user carries, as the platform
 * decides them. The ids are those getCommonConfig lists.
 */

/** live_badge ids: 1 官方认证 (a room the platform recommends), 2 金牌解说 (an anchor of level 20 and above). */
export const LIVE_BADGE = { official: 1, goldCommentator: 2 } as const;
export const GOLD_COMMENTATOR_LEVEL = 20;

export function roomBadgeIds(room: { recommended: number; anchor_level: number }): number[] {
  const ids: number[] = [];
  if (room.recommended === 1) ids.push(LIVE_BADGE.official);
  if (room.anchor_level >= GOLD_COMMENTATOR_LEVEL) ids.push(LIVE_BADGE.goldCommentator);
  return ids;
}

/** user_tag ids: 1 新人 (registered in the last 30 days), 2 铁粉 (user level 10 and above), 3 大神 (30 and above). */
export const USER_TAG = { newcomer: 1, fan: 2, master: 3 } as const;
export const NEWCOMER_DAYS = 30;

/** The user's tags as UserInfo.tags carries them: user_tag ids as strings. */
export function userTagIds(user: { regist_time: number; user_level: number }, now: number): string[] {
  const ids: number[] = [];
  if (now - user.regist_time < NEWCOMER_DAYS * 86400) ids.push(USER_TAG.newcomer);
  if (user.user_level >= 30) ids.push(USER_TAG.master);
  else if (user.user_level >= 10) ids.push(USER_TAG.fan);
  return ids.map(String);
}
