import type { ChangeEvent, ReactNode } from 'react';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './ImageInput.css';

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
 * hidden, inside a label. `accept` is only a hint, so whoever uploads the file checks its type again.
 */
export function ImageInput({ label, onFile, disabled = false, className, children }: ImageInputProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again is a change too.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <label className={cx('uk-image-input', disabled && 'uk-image-input--disabled', className)}>
      <input type="file" accept="image/*" aria-label={label} disabled={disabled} onChange={change} />
      {children}
    </label>
  );
}
