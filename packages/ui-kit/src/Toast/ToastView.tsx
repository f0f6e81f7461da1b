import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './Toast.css';

export type ToastViewKind = 'loading' | 'success' | 'fail' | 'info';

export interface ToastViewProps {
  kind: ToastViewKind;
  message: string;
  /** Makes the box its own live region; off when it is rendered inside a persistent one (the Toast API). */
  live?: boolean;
}

const ICONS: Partial<Record<ToastViewKind, string>> = {
  success: 'M5 12.5 10 17l9-10',
  fail: 'M7 7l10 10M17 7 7 17',
};

/** The toast box itself: a loading spinner or a success/failure icon above the message. */
export function ToastView({ kind, message, live = true }: ToastViewProps) {
  const icon = ICONS[kind];
  return (
    <div
      className="uk-toast"
      role={live ? (kind === 'fail' ? 'alert' : 'status') : undefined}
      aria-live={live ? (kind === 'fail' ? 'assertive' : 'polite') : undefined}
    >
      <div className={cx('uk-toast__box', kind !== 'info' && 'uk-toast__box--icon')}>
        {kind === 'loading' && (
          <span className="uk-toast__spinner" aria-hidden="true">
            <Spinner size={32} label="" />
          </span>
        )}
        {icon && (
          <svg className="uk-toast__icon" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d={icon}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        )}
        <span className="uk-toast__message">{message}</span>
      </div>
    </div>
  );
}
