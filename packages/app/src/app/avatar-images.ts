import type { AvatarImages } from '@live/ui-kit';
import type { BrandRuntimeConfig } from '@live/brand-schema';

/** The brand's default avatars as the ui-kit Avatar takes them (spec §3: fallback and the site variant's). */
export function avatarImages(brand: BrandRuntimeConfig): AvatarImages {
  return { fallback: brand.images.defaultAvatar, site: brand.images.siteAvatar };
}
