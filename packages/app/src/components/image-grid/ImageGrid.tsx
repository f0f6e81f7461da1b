import { Image, Spinner } from '@live/ui-kit';
import { ImageInput } from '../image-input/ImageInput';
import './image-grid.css';

export interface GridImage {
  key: string;
  src: string;
  alt: string;
  /** The accessible name of its delete button. */
  removeLabel: string;
}

export interface ImageGridProps {
  images: GridImage[];
  onRemove: (key: string) => void;
  /** A last cell that picks a new image; left out when null (the grid is full). */
  add: { label: string; busy: boolean; onFile: (file: File) => void } | null;
}

/** Square thumbnails three to a row, each with a delete button, and optionally a cell adding one more. */
export function ImageGrid({ images, onRemove, add }: ImageGridProps) {
  return (
    <ul className="image-grid">
      {images.map((image) => (
        <li key={image.key} className="image-grid__item">
          <Image src={image.src} alt={image.alt} fit="cover" />
          <button
            type="button"
            className="image-grid__remove"
            aria-label={image.removeLabel}
            onClick={() => onRemove(image.key)}
          >
            ×
          </button>
        </li>
      ))}
      {add && (
        <li className="image-grid__item">
          <ImageInput label={add.label} className="image-grid__add" disabled={add.busy} onFile={add.onFile}>
            {add.busy ? <Spinner /> : <span aria-hidden="true">+</span>}
          </ImageInput>
        </li>
      )}
    </ul>
  );
}
