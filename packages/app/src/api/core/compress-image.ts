/** Browser-only image scaling for uploads (spec §5); loaded by the pages that upload, never at start-up. */
import { fitWithin, IMAGE_MAX_SIDE, IMAGE_QUALITY } from '../../domain/image';

export async function compressImage(file: Blob, maxSide = IMAGE_MAX_SIDE, quality = IMAGE_QUALITY): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const size = fitWithin(bitmap.width, bitmap.height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas to scale the image');
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the image could not be encoded'))),
      type,
      quality,
    );
  });
}
