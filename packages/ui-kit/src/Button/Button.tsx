import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './Button.css';

export type ButtonVariant = 'primary' | 'default' | 'danger' | 'text';
export type ButtonSize = 'small' | 'middle' | 'large';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
  /** Shows a spinner, marks the button busy and ignores clicks. */
  loading?: boolean;
  /** Pill shape instead of the brand radius. */
  round?: boolean;
  type?: 'button' | 'submit' | 'reset';
  icon?: ReactNode;
  children?: ReactNode;
}

/** The one button of the app. Primary buttons use --brand-primary with --brand-on-primary text. */
export function Button({
  variant = 'default',
  size = 'middle',
  block = false,
  loading = false,
  round = false,
  type = 'button',
  icon,
  disabled,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx(
        'uk-button',
        `uk-button--${variant}`,
        `uk-button--${size}`,
        block && 'uk-button--block',
        round && 'uk-button--round',
        loading && 'uk-button--loading',
        className,
      )}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
    >
      {loading ? <Spinner size={16} /> : icon}
      {children !== undefined && <span className="uk-button__text">{children}</span>}
    </button>
  );
}
