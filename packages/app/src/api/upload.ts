/**
 * Image upload (spec §5, §7): images only (请选择图片文件), scaled to fit 1200x1200 at quality 0.8 unless
 * disabled, then either COS temporary keys and the COS SDK's signed PUT (core/cos-put.ts), or the self-hosted
 * storage's presigned put_url. A failure shows 上传失败 and rejects.
 */
import type { CosTempKeys, TempKeyBody, UploadTarget } from '@live/api-contract';
import { isImageType, uploadMessages } from '../domain/image';
import { type ApiClient, poster } from './core/client';
import { ApiError } from './core/errors';

export interface ImageUploadOptions {
  /**
   * 'self' when the config's switch_self_storage is '1' (getTempKeysForMinio and its put_url); else COS: the
   * keys of getTempKeysForCos go to `cos`, which puts the file and answers its address (core/cos-put.ts putToCos).
   */
  storage: 'self' | { cos: (keys: CosTempKeys, file: Blob, signal?: AbortSignal) => Promise<string> };
  /** Scales the image down before upload (browser: compressImage); omitted = upload as is. */
  compress?: (file: Blob) => Promise<Blob>;
  key?: string;
  signal?: AbortSignal;
  /** The page language of the failure messages; Chinese unless pt-BR. */
  language?: string;
}

export function uploadApi(client: ApiClient) {
  const getTempKeysForCos = poster(client, '/webapi/config/getTempKeysForCos');
  const getTempKeysForMinio = poster(client, '/api/config/getTempKeysForMinio');

  async function putFile(target: UploadTarget, file: Blob, signal?: AbortSignal): Promise<string> {
    await client.put(client.absolute(target.put_url), file, { signal });
    return target.url;
  }

  /** Uploads an image and resolves with the address it is served at. */
  async function uploadImage(file: Blob, options: ImageUploadOptions): Promise<string> {
    const messages = uploadMessages(options.language ?? 'zh-CN');
    if (!isImageType(file.type)) {
      client.toastFailure(messages.notAnImage);
      throw new ApiError('failure', messages.notAnImage, -1, 'upload');
    }
    try {
      const body: TempKeyBody & { hideLoading: boolean } = {
        key: options.key,
        ext: file.type.split('/')[1]?.replace('jpeg', 'jpg'),
        hideLoading: true,
      };
      const { storage, signal } = options;
      if (storage === 'self') {
        const target = await getTempKeysForMinio(body, { signal });
        return await putFile(target, options.compress ? await options.compress(file) : file, signal);
      }
      const keys = await getTempKeysForCos({ hideLoading: true }, { signal });
      return await storage.cos(keys, options.compress ? await options.compress(file) : file, signal);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'login-timeout') throw error;
      client.toastFailure(messages.failed);
      throw error instanceof ApiError ? error : new ApiError('failure', messages.failed, -1, 'upload');
    }
  }

  return { getTempKeysForCos, getTempKeysForMinio, putFile, uploadImage };
}
