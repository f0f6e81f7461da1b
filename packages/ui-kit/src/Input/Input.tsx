import { createContext, type InputHTMLAttributes, type ReactNode, useContext, useId } from 'react';
import { useMessages } from '../UiKitProvider/UiKitProvider.tsx';
import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import { ClearIcon } from '../internal/icons.tsx';
import './Input.css';

interface FieldIds {
  inputId: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldIds | null>(null);

export interface FormFieldProps {
  label: ReactNode;
  /** Shown under the field in the danger colour; marks the input invalid and describes it. */
  error?: ReactNode;
  /** A hint under the field while there is no error. */
  hint?: ReactNode;
  required?: boolean;
  /** The Input (or another control reading useFormField). */
  children: ReactNode;
  className?: string;
}

/** A label, a control and its error text, wired together (label for, aria-invalid, aria-describedby). */
export function FormField({ label, error, hint, required = false, children, className }: FormFieldProps) {
  const inputId = useId();
  const noteId = `${inputId}-note`;
  const note = error || hint;
  return (
    <div className={cx('uk-form-field', error ? 'uk-form-field--error' : undefined, className)}>
      <label className="uk-form-field__label" htmlFor={inputId}>
        {label}
        {required && (
          <span className="uk-form-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <FieldContext.Provider
        value={{ inputId, describedBy: note ? noteId : undefined, invalid: Boolean(error), required }}
      >
        {children}
      </FieldContext.Provider>
      {note && (
        <div
          className={error ? 'uk-form-field__error' : 'uk-form-field__hint'}
          id={noteId}
          role={error ? 'alert' : undefined}
        >
          {note}
        </div>
      )}
    </div>
  );
}

/** The ids and state of the surrounding FormField, for custom controls. */
export function useFormField(): FieldIds | null {
  return useContext(FieldContext);
}

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'size'> {
  value: string;
  onChange: (value: string) => void;
  /** Shows a clear button while there is text. */
  clearable?: boolean;
  invalid?: boolean;
  lang?: Lang;
}

/** A text input; inside a FormField it is labelled, described by the error and marked invalid. */
export function Input({ value, onChange, clearable = false, invalid, lang, className, id, ...rest }: InputProps) {
  const messages = useMessages(lang);
  const field = useFormField();
  const isInvalid = invalid ?? field?.invalid ?? false;
  return (
    <div className={cx('uk-input', isInvalid && 'uk-input--invalid', className)}>
      <input
        {...rest}
        id={id ?? field?.inputId}
        className="uk-input__control"
        value={value}
        aria-invalid={isInvalid || undefined}
        aria-describedby={field?.describedBy}
        required={rest.required ?? field?.required}
        onChange={(event) => onChange(event.target.value)}
      />
      {clearable && value && !rest.disabled && !rest.readOnly && (
        <button
          type="button"
          className="uk-icon-button uk-input__clear"
          aria-label={messages.clear}
          onClick={() => onChange('')}
        >
          <ClearIcon />
        </button>
      )}
    </div>
  );
}
