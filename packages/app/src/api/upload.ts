/**
 * Image upload (spec §5, §7): images only (请选择图片文件), scaled to fit 1200x1200 at quality 0.8 unless
 * disabled, temporary keys from COS or the self-hosted storage, then a PUT of the file to put_url.
 * A failure shows 上传失败 and rejects.
 */
import type { TempKeyBody, UploadTarget } from '@live/api-contract';
import { isImageType, uploadMessages } from '../domain/image';
import { type ApiClient, poster } from './core/client';
import { ApiError } from './core/errors';

export interface ImageUploadOptions {
  /** 'self' when the config's switch_self_storage is '1' (getTempKeysForMinio), else 'cos'. */
  storage: 'cos' | 'self';
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
      const target =
        options.storage === 'self'
          ? await getTempKeysForMinio(body, { signal: options.signal })
          : await getTempKeysForCos(body, { signal: options.signal });
      const data = options.compress ? await options.compress(file) : file;
      return await putFile(target, data, options.signal);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'login-timeout') throw error;
      client.toastFailure(messages.failed);
      throw error instanceof ApiError ? error : new ApiError('failure', messages.failed, -1, 'upload');
    }
  }

  return { getTempKeysForCos, getTempKeysForMinio, putFile, uploadImage };
}
