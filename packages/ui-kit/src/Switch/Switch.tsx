import { useState } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './Switch.css';

export interface SwitchProps {
  /** Controlled state; omit and use defaultChecked for an uncontrolled switch. */
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  /** Accessible name when there is no visible label (aria-labelledby otherwise). */
  label?: string;
  labelledBy?: string;
  disabled?: boolean;
  /** Shows a spinner in the knob and ignores presses (while saving). */
  loading?: boolean;
  className?: string;
}

/** An on/off switch (role="switch"), on in the brand primary. */
export function Switch({
  checked,
  defaultChecked = false,
  onChange,
  label,
  labelledBy,
  disabled = false,
  loading = false,
  className,
}: SwitchProps) {
  const [own, setOwn] = useState(defaultChecked);
  const on = checked ?? own;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-busy={loading || undefined}
      disabled={disabled}
      className={cx('uk-switch', on && 'uk-switch--on', className)}
      onClick={() => {
        if (loading) return;
        if (checked === undefined) setOwn(!on);
        onChange?.(!on);
      }}
    >
      <span className="uk-switch__knob">{loading && <Spinner size={12} />}</span>
    </button>
  );
}
