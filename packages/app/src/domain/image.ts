/** Image upload rules (spec §5): images only, scaled to fit 1200x1200 at quality 0.8 unless disabled. */
export const IMAGE_MAX_SIDE = 1200;
export const IMAGE_QUALITY = 0.8;
export const NOT_AN_IMAGE = '请选择图片文件';
export const UPLOAD_FAILED = '上传失败';

export function isImageType(mimeType: string): boolean {
  return /^image\//i.test(mimeType);
}

/** The size an image is drawn at: scaled down (never up) to fit a square of `maxSide`, keeping its ratio. */
export function fitWithin(width: number, height: number, maxSide = IMAGE_MAX_SIDE): { width: number; height: number } {
  if (width <= maxSide && height <= maxSide) return { width, height };
  const scale = maxSide / Math.max(width, height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
