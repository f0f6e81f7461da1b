import { useFormField } from '@live/ui-kit';
import './text-area.css';

export interface TextAreaProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
  placeholder?: string;
}

/** A multi-line text box for a ui-kit FormField (its label and error are wired in), with a characters-left count. */
export function TextArea({ name, value, onChange, maxLength, rows = 5, placeholder }: TextAreaProps) {
  const field = useFormField();
  return (
    <div className="text-area">
      <textarea
        id={field?.inputId}
        name={name}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={field?.invalid || undefined}
        aria-describedby={field?.describedBy}
        aria-required={field?.required || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <span className="text-area__count" aria-hidden="true">
        {value.length}/{maxLength}
      </span>
    </div>
  );
}
