import { ERROR_CODES, TimError } from '../errors.ts';

/** Allowed image types and the size limit (spec §5 "Upload", §9: 20 MB). */
export const IMAGE_TYPES = ['jpg', 'jpeg', 'gif', 'png', 'bmp', 'image', 'webp'];
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;

export interface FileLike {
  name: string;
  size: number;
  type?: string;
}

/** Checks an image chosen for a message; throws the catalogue error. */
export function checkImage(file: FileLike | null | undefined): void {
  if (!file) throw new TimError(ERROR_CODES.MESSAGE_IMAGE_SELECT_FILE_FIRST, 'select an image file first');
  const ext = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  if (!IMAGE_TYPES.includes(ext))
    throw new TimError(
      ERROR_CODES.MESSAGE_IMAGE_TYPES_LIMIT,
      `image type ${ext} is not one of ${IMAGE_TYPES.join(', ')}`,
    );
  if (file.size > IMAGE_MAX_BYTES)
    throw new TimError(ERROR_CODES.MESSAGE_IMAGE_SIZE_LIMIT, `image is larger than ${IMAGE_MAX_BYTES / 1048576} MB`);
}

/** What an upload plugin returns: where the file now lives. */
export interface UploadResult {
  url: string;
  width?: number;
  height?: number;
  size?: number;
}

/** The host's uploader (its temp keys, or the service's credential command), registered as 'tim-upload-plugin'. */
export interface UploadPlugin {
  uploadFile(file: FileLike, onProgress?: (percent: number) => void): Promise<UploadResult>;
}

type Request = (servcmd: string, body: Record<string, unknown>) => Promise<Record<string, unknown>>;

/**
 * Uploads through the service's presigned route (`im_cos_msg.pre_sig`): a one-time PUT address, then
 * the download address goes into the message. A 403 (stale address) asks for a new one once (spec §8).
 */
export async function uploadThroughService(request: Request, file: FileLike): Promise<UploadResult> {
  if (typeof Blob === 'undefined' || !(file instanceof Blob))
    throw new TimError(ERROR_CODES.MESSAGE_IMAGE_SELECT_FILE_FIRST, 'the image must be a File or Blob to upload');
  for (let attempt = 0; attempt < 2; attempt++) {
    const sig = await request('im_cos_msg.pre_sig', {
      file_type: 1,
      file_name: file.name,
      upload_method: 0,
      duration: 900,
    });
    const uploadUrl = typeof sig.upload_url === 'string' ? sig.upload_url : '';
    const downloadUrl = typeof sig.download_url === 'string' ? sig.download_url : '';
    if (!uploadUrl || !downloadUrl)
      throw new TimError(ERROR_CODES.MESSAGE_IMAGE_UPLOAD_FAIL, 'the service gave no upload address');
    let status = 0;
    try {
      const res = await fetch(uploadUrl, {
        method: 'PUT',
        body: file,
        headers: { 'content-type': file.type || 'application/octet-stream' },
      });
      status = res.status;
    } catch (err) {
      throw new TimError(
        ERROR_CODES.MESSAGE_IMAGE_UPLOAD_FAIL,
        `image upload failed: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    if (status >= 200 && status < 300) return { url: downloadUrl, size: file.size };
    if (status !== 403)
      throw new TimError(ERROR_CODES.MESSAGE_IMAGE_UPLOAD_FAIL, `image upload failed with HTTP ${status}`);
  }
  throw new TimError(ERROR_CODES.MESSAGE_IMAGE_UPLOAD_FAIL, 'image upload refused twice (403)');
}
