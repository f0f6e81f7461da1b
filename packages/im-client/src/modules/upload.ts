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
  if (!IMAGE_TYPES.includes(ext)) throw new TimError(ERROR_CODES.MESSAGE_IMAGE_TYPES_LIMIT, `image type ${ext} is not one of ${IMAGE_TYPES.join(', ')}`);
  if (file.size > IMAGE_MAX_BYTES) throw new TimError(ERROR_CODES.MESSAGE_IMAGE_SIZE_LIMIT, `image is larger than ${IMAGE_MAX_BYTES / 1048576} MB`);
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
