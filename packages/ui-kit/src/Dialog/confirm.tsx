import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import type { Lang } from '../i18n/messages.ts';
import { Dialog } from './Dialog.tsx';

export interface ConfirmOptions {
  title: ReactNode;
  message?: ReactNode;
  confirmText?: string;
  cancelText?: string | null;
  lang?: Lang;
}

let open: { root: Root; container: HTMLElement } | null = null;

function close() {
  if (!open) return;
  const { root, container } = open;
  open = null;
  root.unmount();
  container.remove();
}

/**
 * Shows a confirm dialog and resolves true for 确定, false for 取消 or Escape. One at a time (spec §8): while
 * one is open, another call is refused and resolves false at once without showing anything.
 */
function confirm(options: ConfirmOptions): Promise<boolean> {
  if (open || typeof document === 'undefined') return Promise.resolve(false);
  const container = document.createElement('div');
  container.className = 'uk-dialog-root';
  document.body.append(container);
  const root = createRoot(container);
  open = { root, container };
  return new Promise<boolean>((resolve) => {
    const answer = (value: boolean) => {
      close();
      resolve(value);
    };
    flushSync(() => {
      root.render(<Dialog open {...options} onConfirm={() => answer(true)} onCancel={() => answer(false)} />);
    });
  });
}

/** Imperative dialogs: `if (await Dialog.confirm({ title: '您还未登录', message: '请登录使用完整功能' })) ...` */
export const DialogApi = {
  confirm,
  /** Whether a confirm dialog is showing. */
  isOpen: (): boolean => open !== null,
  /** Closes the open confirm dialog without an answer (its promise stays pending); for page changes. */
  close,
};
