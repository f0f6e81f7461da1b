import { type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '../UiKitProvider/UiKitProvider.tsx';
import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import { useModal } from './use-modal.ts';
import { CloseIcon } from '../internal/icons.tsx';
import './Popup.css';

export type PopupPosition = 'bottom' | 'top' | 'center' | 'left' | 'right';

export interface PopupProps {
  open: boolean;
  /** Called on mask press, Escape or the close button. */
  onClose: () => void;
  /** Accessible name of the dialog (or use labelledBy). */
  label?: string;
  /** Id of the element that names the dialog. */
  labelledBy?: string;
  position?: PopupPosition;
  /** Pressing the dark mask closes; on by default. */
  closeOnMaskClick?: boolean;
  /** Shows a × button in the corner. */
  showClose?: boolean;
  /** alertdialog for prompts that need an answer. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
  children?: ReactNode;
  lang?: Lang;
  className?: string;
}

/** A modal layer over the page (sheets, centred boxes). Rendered into document.body. */
export function Popup({
  open,
  onClose,
  label,
  labelledBy,
  position = 'bottom',
  closeOnMaskClick = true,
  showClose = false,
  role = 'dialog',
  describedBy,
  children,
  lang,
  className,
}: PopupProps) {
  const messages = useMessages(lang);
  const panel = useRef<HTMLDivElement>(null);
  useModal(open, panel, onClose);
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <div className={cx('uk-popup', `uk-popup--${position}`)}>
      <div className="uk-popup__mask" aria-hidden="true" onClick={closeOnMaskClick ? onClose : undefined} />
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cx('uk-popup__panel', className)}
      >
        {children}
        {showClose && (
          <button
            type="button"
            className="uk-icon-button uk-popup__close"
            aria-label={messages.close}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
}
