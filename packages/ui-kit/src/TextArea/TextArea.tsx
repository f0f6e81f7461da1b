import { useFormField } from '../Input/Input.tsx';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './TextArea.css';

export interface TextAreaProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
  placeholder?: string;
  /** Accessible name when the box is not inside a FormField (whose label names it). */
  label?: string;
  className?: string;
}

/** A multi-line text box for a FormField (its label and error are wired in), with a characters-used count. */
export function TextArea({ name, value, onChange, maxLength, rows = 5, placeholder, label, className }: TextAreaProps) {
  const field = useFormField();
  return (
    <div className={cx('uk-text-area', className)}>
      <textarea
        id={field?.inputId}
        name={name}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-label={field ? undefined : label}
        aria-invalid={field?.invalid || undefined}
        aria-describedby={field?.describedBy}
        aria-required={field?.required || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <span className="uk-text-area__count" aria-hidden="true">
        {value.length}/{maxLength}
      </span>
    </div>
  );
}
