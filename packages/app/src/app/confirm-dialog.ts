import type { ConfirmOptions } from '@live/ui-kit';

let shownThisVisit = false;

/**
 * A confirm dialog (the 您还未登录 prompt of spec §8 and its kin). The dialog code loads when a prompt first
 * opens, not with the first page: most visits never see one. One at a time is ui-kit's Dialog.confirm rule:
 * a call while one is open answers false at once.
 */
export async function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  shownThisVisit = true;
  const { Dialog } = await import('@live/ui-kit/Dialog/index.ts');
  return Dialog.confirm(options);
}

/**
 * Whether a prompt has shown (or is loading) since the page loaded. The new-benefit modal never opens over one,
 * nor after one: a login timeout clears storage, seen flag included, and its prompt leads into the login flow.
 */
export function confirmShownThisVisit(): boolean {
  return shownThisVisit;
}
