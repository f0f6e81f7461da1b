import { type ReactNode, useId } from 'react';
import { Popup } from '../Popup/Popup.tsx';
import { useMessages } from '../UiKitProvider/UiKitProvider.tsx';
import type { Lang } from '../i18n/messages.ts';
import '../theme/tokens.css';
import './Dialog.css';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  /** Defaults to 确定. */
  confirmText?: string;
  /** Defaults to 取消; null hides the cancel button (an alert). */
  cancelText?: string | null;
  onConfirm: () => void;
  /** Cancel button, Escape. */
  onCancel: () => void;
  lang?: Lang;
}

/** A prompt that needs an answer, e.g. 您还未登录 / 请登录使用完整功能 with 确定 and 取消 (spec §8). */
export function Dialog({ open, title, message, confirmText, cancelText, onConfirm, onCancel, lang }: DialogProps) {
  const messages = useMessages(lang);
  const id = useId();
  return (
    <Popup
      open={open}
      onClose={onCancel}
      position="center"
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={message ? `${id}-message` : undefined}
      closeOnMaskClick={false}
      lang={lang}
      className="uk-dialog"
    >
      <div className="uk-dialog__body">
        <h2 className="uk-dialog__title" id={`${id}-title`}>
          {title}
        </h2>
        {message && (
          <div className="uk-dialog__message" id={`${id}-message`}>
            {message}
          </div>
        )}
      </div>
      <div className="uk-dialog__actions">
        {cancelText !== null && (
          <button type="button" className="uk-dialog__action" onClick={onCancel}>
            {cancelText ?? messages.cancel}
          </button>
        )}
        <button
          type="button"
          className="uk-dialog__action uk-dialog__action--confirm"
          onClick={onConfirm}
          data-autofocus
        >
          {confirmText ?? messages.confirm}
        </button>
      </div>
    </Popup>
  );
}
