import type { CosTempKeys } from '@live/api-contract';
import { useState } from 'react';
import { useServices } from '../app/services';

export interface ImageUpload {
  /** Uploads an image (spec §5: images only, scaled to fit 1200x1200 at 0.8) and answers its address, or null
   * when it failed (the API client has shown 请选择图片文件 or 上传失败). */
  upload: (file: File) => Promise<string | null>;
  busy: boolean;
}

/**
 * Image upload as pages use it: the self-hosted storage's presigned PUT when `switch_self_storage` is '1', else
 * COS through its SDK into cos_bucket / cos_region / cos_folder_image (spec §3, §7); the scaling and the COS code
 * load on first use.
 */
export function useImageUpload(): ImageUpload {
  const { api, root, brand } = useServices();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const [{ compressImage }, { uploadImage }] = await Promise.all([
        import('../api/core/compress-image'),
        import('../api/core/upload-image'),
      ]);
      const config = root.config.config;
      const cos = async (keys: CosTempKeys, blob: Blob, signal?: AbortSignal) => {
        const { cosPlace, putToCos } = await import('../api/core/cos-put');
        if (!config) throw new Error('common config not loaded');
        const place = cosPlace(config, root.user.uid, brand.env);
        return putToCos(keys, place, blob, { origin: window.location.origin, signal });
      };
      return await uploadImage(api.client, api.upload, file, {
        storage: config?.switch_self_storage === '1' ? 'self' : { cos },
        compress: (blob) => compressImage(blob),
        language: root.language.lang,
      });
    } catch {
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { upload, busy };
}
