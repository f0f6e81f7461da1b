export { Popup, type PopupPosition, type PopupProps } from './Popup.tsx';
export { useModal } from './use-modal.ts';
