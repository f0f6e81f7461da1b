import { type FormEvent, useId } from 'react';
import { useMessages } from '../UiKitProvider/UiKitProvider.tsx';
import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import { ClearIcon } from '../internal/icons.tsx';
import './SearchBar.css';

export interface SearchBarProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter or the keyboard's search key; gets the trimmed keyword. */
  onSearch?: (keyword: string) => void;
  /** Shows a 取消 button. */
  onCancel?: () => void;
  placeholder?: string;
  /** Accessible name of the field; defaults to the placeholder or 搜索. */
  label?: string;
  autoFocus?: boolean;
  lang?: Lang;
  className?: string;
}

/** A search field in a search landmark, with a clear button and an optional cancel. */
export function SearchBar({
  value,
  onChange,
  onSearch,
  onCancel,
  placeholder,
  label,
  autoFocus = false,
  lang,
  className,
}: SearchBarProps) {
  const messages = useMessages(lang);
  const inputId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch?.(value.trim());
  }

  return (
    <form role="search" className={cx('uk-search-bar', className)} onSubmit={submit} action="">
      <div className="uk-search-bar__field">
        <svg className="uk-search-bar__icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m16 16 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={inputId}
          className="uk-search-bar__input"
          type="search"
          enterKeyHint="search"
          value={value}
          placeholder={placeholder}
          aria-label={label ?? placeholder ?? messages.search}
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
        />
        {value && (
          <button
            type="button"
            className="uk-icon-button uk-search-bar__clear"
            aria-label={messages.clear}
            onClick={() => onChange('')}
          >
            <ClearIcon />
          </button>
        )}
      </div>
      {onCancel && (
        <button type="button" className="uk-search-bar__cancel" onClick={onCancel}>
          {messages.cancel}
        </button>
      )}
    </form>
  );
}
