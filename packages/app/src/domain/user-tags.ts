/** The common config's user_tag (spec §3) as profiles show it. */
import type { UserTag } from '@live/api-contract';

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** user_tag: the tags of a user (UserInfo.tags, ids as strings) with a safe colour, in the config's order. */
export function userTags(ids: readonly string[] | undefined, tags: readonly UserTag[] | undefined): UserTag[] {
  const wanted = new Set(ids ?? []);
  return (tags ?? [])
    .filter((tag) => wanted.has(String(tag.id)))
    .map((tag) => ({ ...tag, color: COLOUR.test(tag.color) ? tag.color : '' }));
}
