import { useState } from 'react';
import { useServices } from '../app/services';

export interface ImageUpload {
  /** Uploads an image (spec §5: images only, scaled to fit 1200x1200 at 0.8) and answers its address, or null
   * when it failed (the API client has shown 请选择图片文件 or 上传失败). */
  upload: (file: File) => Promise<string | null>;
  busy: boolean;
}

/**
 * Image upload as pages use it: temporary keys from COS or the self-hosted storage by `switch_self_storage`
 * (spec §7), the browser-side scaling loaded on first use, then the PUT.
 */
export function useImageUpload(): ImageUpload {
  const { api, root } = useServices();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const { compressImage } = await import('../api/core/compress-image');
      return await api.upload.uploadImage(file, {
        storage: root.config.config?.switch_self_storage === '1' ? 'self' : 'cos',
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
