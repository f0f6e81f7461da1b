import { useMessages } from '../UiKitProvider/UiKitProvider.tsx';
import type { Lang } from '../i18n/messages.ts';
import { cx, rem } from '../theme/rem.ts';
import '../theme/tokens.css';
import './Spinner.css';

export interface SpinnerProps {
  /** Diameter in design px (375-wide grid). */
  size?: number;
  /** Text read by screen readers; defaults to 加载中... */
  label?: string;
  /** Shows the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  /** Vertical layout (spinner above its label), as in the loading toast. */
  vertical?: boolean;
  lang?: Lang;
  className?: string;
}

/** A loading indicator; its colour is --uk-spinner-color, else the current text colour. */
export function Spinner({ size = 20, label, showLabel = false, vertical = false, lang, className }: SpinnerProps) {
  const messages = useMessages(lang);
  const text = label ?? messages.loading;
  return (
    <span role="status" className={cx('uk-spinner', vertical && 'uk-spinner--vertical', className)}>
      <svg
        className="uk-spinner__icon"
        aria-hidden="true"
        viewBox="0 0 24 24"
        style={{ width: rem(size), height: rem(size) }}
      >
        <circle cx="12" cy="12" r="9" fill="none" strokeWidth="2.5" strokeLinecap="round" strokeDasharray="42 100" />
      </svg>
      <span className={showLabel ? 'uk-spinner__label' : 'uk-visually-hidden'}>{text}</span>
    </span>
  );
}
