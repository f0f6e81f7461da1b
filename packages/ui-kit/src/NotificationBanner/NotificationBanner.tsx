import { type ReactNode, useEffect, useRef } from 'react';
import { useMessages } from '../UiKitProvider/UiKitProvider.tsx';
import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import { CloseIcon } from '../internal/icons.tsx';
import './NotificationBanner.css';

export interface NotificationBannerProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** A picture at the left (league logo, avatar). */
  icon?: ReactNode;
  /** Pressing the banner (e.g. opens the match). */
  onClick?: () => void;
  /** Makes the banner's main area the app's router link (ui-kit knows no router); wins over onClick. */
  link?: (inner: { className: string; children: ReactNode }) => ReactNode;
  onClose: () => void;
  /** Closes itself after this many ms; 0 keeps it. */
  duration?: number;
  lang?: Lang;
  className?: string;
}

/** A banner that slides in at the top without blocking the page (the match-notification popup, spec §2). */
export function NotificationBanner({
  open,
  title,
  description,
  icon,
  onClick,
  link,
  onClose,
  duration = 5000,
  lang,
  className,
}: NotificationBannerProps) {
  const messages = useMessages(lang);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open || duration <= 0) return;
    const timer = setTimeout(() => close.current(), duration);
    return () => clearTimeout(timer);
  }, [open, duration]);

  if (!open) return null;
  const body = (
    <>
      {icon && <span className="uk-notification__icon">{icon}</span>}
      <span className="uk-notification__text">
        <span className="uk-notification__title">{title}</span>
        {description && <span className="uk-notification__description">{description}</span>}
      </span>
    </>
  );
  return (
    <div className={cx('uk-notification', className)} role="status" aria-live="polite">
      {link ? (
        link({ className: 'uk-notification__main', children: body })
      ) : onClick ? (
        <button type="button" className="uk-notification__main" onClick={onClick}>
          {body}
        </button>
      ) : (
        <div className="uk-notification__main">{body}</div>
      )}
      <button
        type="button"
        className="uk-icon-button uk-notification__close"
        aria-label={messages.close}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
