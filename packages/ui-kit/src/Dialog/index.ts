import { DialogApi } from './confirm.tsx';
import { Dialog as DialogComponent } from './Dialog.tsx';

/** `<Dialog open ... />` as a component, plus `Dialog.confirm(...)`, `Dialog.isOpen()`, `Dialog.close()`. */
export const Dialog = Object.assign(DialogComponent, DialogApi);
export type { DialogProps } from './Dialog.tsx';
export type { ConfirmOptions } from './confirm.tsx';
