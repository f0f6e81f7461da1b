/**
 * Default avatars (spec §3). The original chose a bundled image per source id; here brandgen stamps each brand
 * with its own `defaultAvatar` and `siteAvatar` (the "second avatar by site variant"), so the choice is made at
 * build time and the app only falls back to them.
 */
export interface AvatarImages {
  defaultAvatar: string;
  siteAvatar: string;
}

/** Only web and data-image addresses are used as image sources; anything else falls back. */
function isImageAddress(url: string): boolean {
  return /^(https?:)?\/\//i.test(url) || url.startsWith('/') || /^data:image\//i.test(url);
}

/** The user's avatar, or the brand's default avatar (`variant: 'site'` for the site's own avatar). */
export function avatarOrDefault(
  avatar: string | null | undefined,
  images: AvatarImages,
  variant: 'user' | 'site' = 'user',
): string {
  const url = avatar?.trim() ?? '';
  if (url && isImageAddress(url)) return url;
  return variant === 'site' ? images.siteAvatar : images.defaultAvatar;
}
