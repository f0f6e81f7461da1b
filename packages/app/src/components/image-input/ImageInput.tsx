import type { ChangeEvent, ReactNode } from 'react';
import './image-input.css';

export interface ImageInputProps {
  /** The accessible name of the picker. */
  label: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A tappable area that opens the image picker: a real file input (keyboard and screen readers reach it), visually
 * hidden, inside a label. The file type is checked again by the upload (spec §5), since `accept` is only a hint.
 */
export function ImageInput({ label, onFile, disabled = false, className, children }: ImageInputProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <label className={['image-input', className].filter(Boolean).join(' ')}>
      <input type="file" accept="image/*" aria-label={label} disabled={disabled} onChange={change} />
      {children}
    </label>
  );
}
