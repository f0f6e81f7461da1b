import type { AvatarImages } from '@live/ui-kit';
import type { BrandRuntimeConfig } from '@live/brand-schema';
import avatar1 from './default-avatars/1.svg?no-inline';
import avatar3 from './default-avatars/3.svg?no-inline';
import avatar4 from './default-avatars/4.svg?no-inline';
import avatar10 from './default-avatars/10.svg?no-inline';
import shared from './default-avatars/shared.svg?no-inline';

/** An embedded default avatar: the same figure as the bundled files on the id's own colour, as a data URL. */
function embedded(colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/><circle cx="32" cy="25" r="11" fill="#fff"/><path d="M12 58c2-12 10-18 20-18s18 6 20 18z" fill="#fff"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const EMBEDDED_COLOURS: Record<string, string> = {
  '2': '#ab47bc',
  '5': '#26a69a',
  '6': '#5c6bc0',
  '7': '#ec407a',
  '8': '#7e57c2',
  '9': '#29b6f6',
  '30': '#9ccc65',
  '3001': '#ff7043',
  '3002': '#78909c',
  '3003': '#d4e157',
};

/**
 * The default avatars by id (spec §3): ids 1, 3, 4 and 10 are bundled image files, 2, 5-9, 30 and 3001-3003
 * embedded images, 25 the shared image; built once.
 */
export const DEFAULT_AVATARS: Pick<AvatarImages, 'byId' | 'shared'> = {
  byId: {
    '1': avatar1,
    '3': avatar3,
    '4': avatar4,
    '10': avatar10,
    ...Object.fromEntries(Object.entries(EMBEDDED_COLOURS).map(([id, colour]) => [id, embedded(colour)])),
  },
  shared,
};

/** The default avatars as the ui-kit Avatar takes them (spec §3): by id, the shared one, the brand's fallback and the site variant's. */
export function avatarImages(brand: BrandRuntimeConfig): AvatarImages {
  return { ...DEFAULT_AVATARS, fallback: brand.images.defaultAvatar, site: brand.images.siteAvatar };
}
