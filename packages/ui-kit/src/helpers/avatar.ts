/**
 * How the default avatar of a numeric id string is supplied (host-app spec §3): ids 1, 3, 4 and 10 have
 * bundled image files; 2, 5-9, 30 and 3001-3003 have embedded images; 25 uses a shared image; every other id
 * (and anything that is not a numeric id) uses the fallback.
 */
export type DefaultAvatarKind = 'bundled' | 'embedded' | 'shared' | 'fallback';

const BUNDLED = new Set(['1', '3', '4', '10']);
const EMBEDDED = new Set(['2', '5', '6', '7', '8', '9', '30', '3001', '3002', '3003']);
const SHARED_ID = '25';

export function defaultAvatarKind(id: string | number | null | undefined): DefaultAvatarKind {
  const key = id === null || id === undefined ? '' : String(id).trim();
  if (BUNDLED.has(key)) return 'bundled';
  if (EMBEDDED.has(key)) return 'embedded';
  if (key === SHARED_ID) return 'shared';
  return 'fallback';
}

/** The image URLs the choice is made from; the app takes them from its brand config and assets. */
export interface AvatarImages {
  /** The fallback: the brand's defaultAvatar. Used for every other id and whenever a specific image is missing. */
  fallback: string;
  /** The own image of each bundled or embedded id, keyed by the id string ('1', '3001' ...). */
  byId?: Readonly<Record<string, string | undefined>>;
  /** The image id 25 shares. */
  shared?: string;
  /** The second avatar of the site variant: the brand's siteAvatar. */
  site?: string;
}

/** The default avatar of a numeric id string (spec §3). Never returns an empty URL. */
export function chooseDefaultAvatar(id: string | number | null | undefined, images: AvatarImages): string {
  const kind = defaultAvatarKind(id);
  if (kind === 'bundled' || kind === 'embedded') return images.byId?.[String(id).trim()] || images.fallback;
  if (kind === 'shared') return images.shared || images.fallback;
  return images.fallback;
}

export type AvatarVariant = 'default' | 'site';

/**
 * The image an avatar shows: the user's own picture when there is one; otherwise the site variant's second
 * avatar for `variant: 'site'` (spec §3), else the default avatar of the id.
 */
export function chooseAvatar(
  input: { src?: string | null; id?: string | number | null; variant?: AvatarVariant },
  images: AvatarImages,
): string {
  const own = input.src?.trim();
  if (own) return own;
  if (input.variant === 'site' && images.site) return images.site;
  return chooseDefaultAvatar(input.id, images);
}
