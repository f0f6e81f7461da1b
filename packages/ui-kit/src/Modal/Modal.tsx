import { type ReactNode, useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { Popup } from '../Popup/Popup.tsx';
import type { Lang } from '../i18n/messages.ts';
import '../theme/tokens.css';
import './Modal.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A picture at the top (the benefit artwork). */
  image?: string;
  imageAlt?: string;
  children?: ReactNode;
  /** The main button, e.g. 立即领取. */
  actionText?: string;
  onAction?: () => void;
  lang?: Lang;
}

/** A centred promotional box with a picture, text, one main action and a close button (the new-benefit modal). */
export function Modal({
  open,
  onClose,
  title,
  image,
  imageAlt = '',
  children,
  actionText,
  onAction,
  lang,
}: ModalProps) {
  const titleId = useId();
  return (
    <Popup
      open={open}
      onClose={onClose}
      position="center"
      labelledBy={titleId}
      showClose
      lang={lang}
      className="uk-modal"
    >
      {/* Sized before it loads (16:9, as the CSS draws it): the box never shifts. */}
      {image && <img className="uk-modal__image" src={image} alt={imageAlt} width={640} height={360} />}
      <div className="uk-modal__body">
        <h2 className="uk-modal__title" id={titleId}>
          {title}
        </h2>
        {children && <div className="uk-modal__content">{children}</div>}
        {actionText && (
          <Button variant="primary" block round onClick={onAction} data-autofocus>
            {actionText}
          </Button>
        )}
      </div>
    </Popup>
  );
}
