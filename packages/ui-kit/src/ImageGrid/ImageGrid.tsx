import { Image } from '../Image/Image.tsx';
import { ImageInput } from '../ImageInput/ImageInput.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './ImageGrid.css';

export interface GridImage {
  key: string;
  src: string;
  alt: string;
  /** The accessible name of its delete button. */
  removeLabel: string;
}

export interface ImageGridProps {
  images: readonly GridImage[];
  onRemove: (key: string) => void;
  /** A last cell that picks a new image; left out when null (the grid is full). */
  add: { label: string; busy: boolean; onFile: (file: File) => void } | null;
  className?: string;
}

/** Square thumbnails three to a row, each with a delete button, and optionally a cell adding one more. */
export function ImageGrid({ images, onRemove, add, className }: ImageGridProps) {
  return (
    <ul className={cx('uk-image-grid', className)}>
      {images.map((image) => (
        <li key={image.key} className="uk-image-grid__item">
          <Image src={image.src} alt={image.alt} fit="cover" />
          <button
            type="button"
            className="uk-image-grid__remove"
            aria-label={image.removeLabel}
            onClick={() => onRemove(image.key)}
          >
            ×
          </button>
        </li>
      ))}
      {add && (
        <li className="uk-image-grid__item">
          <ImageInput label={add.label} className="uk-image-grid__add" disabled={add.busy} onFile={add.onFile}>
            {add.busy ? <Spinner /> : <span aria-hidden="true">+</span>}
          </ImageInput>
        </li>
      )}
    </ul>
  );
}
