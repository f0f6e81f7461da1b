/** Image upload rules (spec §5): images only, scaled to fit 1200x1200 at quality 0.8 unless disabled. */
export const IMAGE_MAX_SIDE = 1200;
export const IMAGE_QUALITY = 0.8;
export const NOT_AN_IMAGE = '请选择图片文件';
export const UPLOAD_FAILED = '上传失败';

/** The two upload messages in the page language (the spec's Chinese texts, and their pt-BR versions). */
export function uploadMessages(language: string): { notAnImage: string; failed: string } {
  return language === 'pt-BR'
    ? { notAnImage: 'Escolha um arquivo de imagem', failed: 'Falha no envio' }
    : { notAnImage: NOT_AN_IMAGE, failed: UPLOAD_FAILED };
}

export function isImageType(mimeType: string): boolean {
  return /^image\//i.test(mimeType);
}

/** The size an image is drawn at: scaled down (never up) to fit a square of `maxSide`, keeping its ratio. */
export function fitWithin(width: number, height: number, maxSide = IMAGE_MAX_SIDE): { width: number; height: number } {
  if (width <= maxSide && height <= maxSide) return { width, height };
  const scale = maxSide / Math.max(width, height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
