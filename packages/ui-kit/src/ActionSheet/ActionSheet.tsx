import { useId } from 'react';
import { Popup } from '../Popup/Popup.tsx';
import { useMessages } from '../UiKitProvider/UiKitProvider.tsx';
import type { Lang } from '../i18n/messages.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './ActionSheet.css';

export interface ActionSheetAction {
  key: string;
  name: string;
  description?: string;
  danger?: boolean;
  disabled?: boolean;
}

export interface ActionSheetProps {
  open: boolean;
  actions: ActionSheetAction[];
  /** Called with the chosen action; the sheet does not close itself, so the caller decides. */
  onSelect: (action: ActionSheetAction) => void;
  onClose: () => void;
  /** A line above the actions; also names the sheet. */
  title?: string;
  /** Defaults to 取消; null hides the cancel button. */
  cancelText?: string | null;
  lang?: Lang;
}

/** A bottom sheet of choices (share targets, report reasons, photo source). */
export function ActionSheet({ open, actions, onSelect, onClose, title, cancelText, lang }: ActionSheetProps) {
  const messages = useMessages(lang);
  const titleId = useId();
  return (
    <Popup
      open={open}
      onClose={onClose}
      position="bottom"
      labelledBy={title ? titleId : undefined}
      label={title ? undefined : messages.cancel}
      lang={lang}
      className="uk-action-sheet"
    >
      {title && (
        <div className="uk-action-sheet__title" id={titleId}>
          {title}
        </div>
      )}
      <ul className="uk-action-sheet__list">
        {actions.map((action) => (
          <li key={action.key}>
            <button
              type="button"
              className={cx('uk-action-sheet__action', action.danger && 'uk-action-sheet__action--danger')}
              disabled={action.disabled}
              onClick={() => onSelect(action)}
            >
              <span>{action.name}</span>
              {action.description && <span className="uk-action-sheet__description">{action.description}</span>}
            </button>
          </li>
        ))}
      </ul>
      {cancelText !== null && (
        <button type="button" className="uk-action-sheet__action uk-action-sheet__cancel" onClick={onClose}>
          {cancelText ?? messages.cancel}
        </button>
      )}
    </Popup>
  );
}
