import type { UnixSeconds } from './common.ts';

/** Body of /webapi/config/getTempKeysForCos and /api/config/getTempKeysForMinio. */
export interface TempKeyBody {
  /** Object key wanted, e.g. "avatar/123.jpg"; the server picks one when absent. */
  key?: string;
  /** Used with a generated key, e.g. "png". */
  ext?: string;
}

/** Where to PUT the file and where it is served afterwards (root-relative on the sandbox). */
export interface UploadTarget {
  key: string;
  put_url: string;
  url: string;
}

/**
 * data of /webapi/config/getTempKeysForCos: temporary credentials (spec §3). The app's COS SDK signs its upload
 * with them to the common config's cos_bucket and cos_region, under `cosPrefix(cos_folder_image, uid)`.
 */
export interface CosTempKeys {
  tmpSecretId: string;
  tmpSecretKey: string;
  sessionToken: string;
  startTime: UnixSeconds;
  expiredTime: UnixSeconds;
}

/** The object prefix a user's COS credentials may write under: the image folder, then `u<uid>/`. */
export function cosPrefix(folder: string, uid: number): string {
  const base = folder.replace(/^\/+|\/+$/g, '');
  return `${base ? `${base}/` : ''}u${uid}/`;
}
