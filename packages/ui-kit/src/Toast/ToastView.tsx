import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './Toast.css';

export type ToastViewKind = 'loading' | 'success' | 'fail' | 'info';

export interface ToastViewProps {
  kind: ToastViewKind;
  message: string;
}

const ICONS: Partial<Record<ToastViewKind, string>> = {
  success: 'M5 12.5 10 17l9-10',
  fail: 'M7 7l10 10M17 7 7 17',
};

/** The toast box itself: a loading spinner or a success/failure icon above the message. */
export function ToastView({ kind, message }: ToastViewProps) {
  const icon = ICONS[kind];
  return (
    <div
      className="uk-toast"
      role={kind === 'fail' ? 'alert' : 'status'}
      aria-live={kind === 'fail' ? 'assertive' : 'polite'}
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
