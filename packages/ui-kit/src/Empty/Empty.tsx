import type { ReactNode } from 'react';
import { useMessages } from '../UiKitProvider/UiKitProvider.tsx';
import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './Empty.css';

export interface EmptyProps {
  /** Defaults to 暂无数据. */
  description?: ReactNode;
  /** A picture instead of the built-in one (decorative). */
  image?: string;
  /** An action below, e.g. a retry button. */
  children?: ReactNode;
  lang?: Lang;
  className?: string;
}

/** What a list or page shows when there is nothing in it. */
export function Empty({ description, image, children, lang, className }: EmptyProps) {
  const messages = useMessages(lang);
  return (
    <div className={cx('uk-empty', className)}>
      {image ? (
        <img className="uk-empty__image" src={image} alt="" />
      ) : (
        <svg className="uk-empty__image" viewBox="0 0 64 48" aria-hidden="true">
          <ellipse cx="32" cy="42" rx="26" ry="5" fill="currentColor" opacity="0.15" />
          <path
            d="M12 14h40l-6-10H18z M12 14v22h40V14H40a8 8 0 0 1-16 0z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      )}
      <p className="uk-empty__description">{description ?? messages.empty}</p>
      {children}
    </div>
  );
}
