/**
 * The COS half of an image upload (spec §3, §7; issue #32): the file goes to the common config's cos_bucket and
 * cos_region under cos_folder_image through Tencent's COS browser SDK, signed with the temporary keys of
 * getTempKeysForCos. Imported only when an upload starts, and the SDK only on a COS upload, so no first load
 * carries either.
 */
import { type CosTempKeys, cosPrefix, type SiteConfig } from '@live/api-contract';

export interface CosPlace {
  bucket: string;
  region: string;
  folder: string;
  uid: number;
  /**
   * Where objects live: '' for COS's own `https://{Bucket}.cos.{Region}.myqcloud.com`, else an endpoint with
   * `{Bucket}` (the sandbox's, root-relative so every brand origin's proxy serves it).
   */
  domain: string;
}

/** The sandbox serves COS at the page's own origin; a production build uses COS's own domain. */
export const SANDBOX_COS_DOMAIN = '/sandbox/cos/{Bucket}';

export function cosPlace(
  config: Pick<SiteConfig, 'cos_bucket' | 'cos_region' | 'cos_folder_image'>,
  uid: number,
  env: 'sandbox' | 'production',
): CosPlace {
  return {
    bucket: config.cos_bucket,
    region: config.cos_region,
    folder: config.cos_folder_image,
    uid,
    domain: env === 'sandbox' ? SANDBOX_COS_DOMAIN : '',
  };
}

/** A new object key under the user's prefix of the image folder, e.g. `images/u12/1764270000000-a1b2c3.jpg`. */
export function cosObjectKey(place: CosPlace, ext: string, nowMs: number, random: string): string {
  return `${cosPrefix(place.folder, place.uid)}${nowMs}-${random}.${ext}`;
}

/** The address an object is served at. */
export function cosObjectUrl(place: CosPlace, key: string): string {
  const path = key.split('/').map(encodeURIComponent).join('/');
  const base = place.domain
    ? place.domain.replace('{Bucket}', place.bucket)
    : `https://${place.bucket}.cos.${place.region}.myqcloud.com`;
  return `${base}/${path}`;
}

/** PUTs the file with the COS SDK and resolves with the address it is served at. */
export async function putToCos(
  keys: CosTempKeys,
  place: CosPlace,
  file: Blob,
  options: { origin: string; signal?: AbortSignal },
): Promise<string> {
  const { default: COS } = await import('cos-js-sdk-v5');
  const cos = new COS({
    getAuthorization: (_request, callback) =>
      callback({
        TmpSecretId: keys.tmpSecretId,
        TmpSecretKey: keys.tmpSecretKey,
        SecurityToken: keys.sessionToken,
        StartTime: keys.startTime,
        ExpiredTime: keys.expiredTime,
      }),
    ...(place.domain ? { Domain: place.domain.startsWith('/') ? options.origin + place.domain : place.domain } : {}),
    // One attempt: the caller shows 上传失败 and the user tries again with fresh keys.
    AutoSwitchHost: false,
  });
  const ext = (file.type.split('/')[1] ?? 'bin').replace('jpeg', 'jpg').replace(/[^a-z0-9]/g, '') || 'bin';
  const key = cosObjectKey(place, ext, Date.now(), Math.random().toString(36).slice(2, 8));
  await new Promise<void>((resolve, reject) => {
    let taskId = '';
    const abort = () => {
      if (taskId) cos.cancelTask(taskId);
      reject(new DOMException('Upload aborted', 'AbortError'));
    };
    if (options.signal?.aborted) return abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    cos.putObject(
      {
        Bucket: place.bucket,
        Region: place.region,
        Key: key,
        Body: file,
        ContentType: file.type,
        onTaskReady: (id) => {
          taskId = id;
        },
      },
      (error) => {
        options.signal?.removeEventListener('abort', abort);
        if (error) reject(error);
        else resolve();
      },
    );
  });
  return cosObjectUrl(place, key);
}
