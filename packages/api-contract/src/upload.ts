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

/** data of /webapi/config/getTempKeysForCos: temporary credentials (spec §3) plus the upload target. */
export interface CosTempKeys extends UploadTarget {
  tmpSecretId: string;
  tmpSecretKey: string;
  sessionToken: string;
  startTime: UnixSeconds;
  expiredTime: UnixSeconds;
  bucket: string;
  region: string;
}
