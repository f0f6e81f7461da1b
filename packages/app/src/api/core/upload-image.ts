/**
 * Image upload (spec §5, §7): images only (请选择图片文件), scaled to fit 1200x1200 at quality 0.8 unless
 * disabled, then either COS temporary keys and the COS SDK's signed PUT (cos-put.ts), or the self-hosted
 * storage's presigned put_url. A failure shows 上传失败 and rejects. Imported with the first upload, so no first
 * load carries it.
 */
import type { CosTempKeys, TempKeyBody } from '@live/api-contract';
import { isImageType, uploadMessages } from '../../domain/image';
import type { uploadApi } from '../upload';
import type { ApiClient } from './client';
import { ApiError } from './errors';

type UploadCalls = ReturnType<typeof uploadApi>;

export interface ImageUploadOptions {
  /**
   * 'self' when the config's switch_self_storage is '1' (getTempKeysForMinio and its put_url); else COS: the
   * keys of getTempKeysForCos go to `cos`, which puts the file and answers its address (cos-put.ts putToCos).
   */
  storage: 'self' | { cos: (keys: CosTempKeys, file: Blob, signal?: AbortSignal) => Promise<string> };
  /** Scales the image down before upload (browser: compressImage); omitted = upload as is. */
  compress?: (file: Blob) => Promise<Blob>;
  key?: string;
  signal?: AbortSignal;
  /** The page language of the failure messages; Chinese unless pt-BR. */
  language?: string;
}

/** Uploads an image and resolves with the address it is served at. */
export async function uploadImage(
  client: ApiClient,
  upload: UploadCalls,
  file: Blob,
  options: ImageUploadOptions,
): Promise<string> {
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
      const target = await upload.getTempKeysForMinio(body, { signal });
      return await upload.putFile(target, options.compress ? await options.compress(file) : file, signal);
    }
    const keys = await upload.getTempKeysForCos({ hideLoading: true }, { signal });
    return await storage.cos(keys, options.compress ? await options.compress(file) : file, signal);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'login-timeout') throw error;
    client.toastFailure(messages.failed);
    throw error instanceof ApiError ? error : new ApiError('failure', messages.failed, -1, 'upload');
  }
}
