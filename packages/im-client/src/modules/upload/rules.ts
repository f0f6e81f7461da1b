import { ERROR_CODES, TimError } from '../../errors.ts';

/** What a message can carry as an uploaded file. */
export type UploadKind = 'image' | 'audio' | 'video' | 'file';

/** The presign command's file_type for each kind (the official SDK's numbers). */
export const UPLOAD_FILE_TYPE: Readonly<Record<UploadKind, number>> = { image: 1, video: 2, audio: 3, file: 255 };

const MB = 1024 * 1024;
/** Size limits (spec §9, MB): audio 20, file 100, image 20, video 100. */
export const UPLOAD_LIMIT_BYTES: Readonly<Record<UploadKind, number>> = {
  image: 20 * MB,
  audio: 20 * MB,
  video: 100 * MB,
  file: 100 * MB,
};

/** Allowed image and video types (spec §5 Upload). */
export const IMAGE_TYPES = ['jpg', 'jpeg', 'gif', 'png', 'bmp', 'image', 'webp'];
export const VIDEO_TYPES = ['mp4', 'quicktime', 'mov'];

/** The catalogue codes per kind (spec §8): no file chosen, over the size limit, upload failed. */
export const UPLOAD_CODES: Readonly<Record<UploadKind, { select: number; size: number; fail: number }>> = {
  image: {
    select: ERROR_CODES.MESSAGE_IMAGE_SELECT_FILE_FIRST,
    size: ERROR_CODES.MESSAGE_IMAGE_SIZE_LIMIT,
    fail: ERROR_CODES.MESSAGE_IMAGE_UPLOAD_FAIL,
  },
  audio: {
    select: ERROR_CODES.MESSAGE_AUDIO_UPLOAD_FAIL,
    size: ERROR_CODES.MESSAGE_AUDIO_SIZE_LIMIT,
    fail: ERROR_CODES.MESSAGE_AUDIO_UPLOAD_FAIL,
  },
  video: {
    select: ERROR_CODES.MESSAGE_FILE_SELECT_FILE_FIRST,
    size: ERROR_CODES.MESSAGE_VIDEO_SIZE_LIMIT,
    fail: ERROR_CODES.MESSAGE_VIDEO_UPLOAD_FAIL,
  },
  file: {
    select: ERROR_CODES.MESSAGE_FILE_SELECT_FILE_FIRST,
    size: ERROR_CODES.MESSAGE_FILE_SIZE_LIMIT,
    fail: ERROR_CODES.MESSAGE_FILE_UPLOAD_FAIL,
  },
};

export interface FileLike {
  name: string;
  size: number;
  type?: string;
}

const extensionOf = (name: string): string => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** A video's type: the MIME subtype (video/quicktime -> quicktime), else the name's extension. */
export function videoTypeOf(file: FileLike): string {
  const mime = file.type ?? '';
  return mime.includes('/') ? mime.slice(mime.indexOf('/') + 1).toLowerCase() : extensionOf(file.name);
}

/** Checks a file chosen for a message of `kind`; throws the catalogue error naming what was wrong. */
export function checkUpload(kind: UploadKind, file: FileLike | null | undefined): asserts file is FileLike {
  const codes = UPLOAD_CODES[kind];
  if (!file || typeof file.name !== 'string' || typeof file.size !== 'number') throw new TimError(codes.select);
  if (kind === 'image' && !IMAGE_TYPES.includes(extensionOf(file.name)))
    throw new TimError(ERROR_CODES.MESSAGE_IMAGE_TYPES_LIMIT);
  if (kind === 'video' && !VIDEO_TYPES.includes(videoTypeOf(file)))
    throw new TimError(ERROR_CODES.MESSAGE_VIDEO_TYPES_LIMIT);
  if (file.size === 0) throw new TimError(ERROR_CODES.MESSAGE_FILE_IS_EMPTY);
  if (file.size > UPLOAD_LIMIT_BYTES[kind])
    throw new TimError(codes.size, `${kind} is larger than ${UPLOAD_LIMIT_BYTES[kind] / MB} MB`);
}

/** Temporary credentials are fetched again within 120 s of expiry (spec §9). */
export const CREDENTIAL_REFRESH_SECONDS = 120;

export function credentialsStale(expiresAt: number, nowSeconds: number): boolean {
  return nowSeconds >= expiresAt - CREDENTIAL_REFRESH_SECONDS;
}
