import type { ConfirmOptions } from '@live/ui-kit';

let showing = false;
let shownThisVisit = false;

/**
 * A confirm dialog (the 您还未登录 prompt of spec §8 and its kin), one at a time: while one shows or loads,
 * another call answers false at once. The dialog code loads when a prompt first opens, not with the first
 * page: most visits never see one.
 */
export async function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  if (showing) return false;
  showing = true;
  shownThisVisit = true;
  try {
    const { Dialog } = await import('@live/ui-kit/Dialog/index.ts');
    return await Dialog.confirm(options);
  } finally {
    showing = false;
  }
}

/**
 * Whether a prompt has shown (or is loading) since the page loaded. The new-benefit modal never opens over one,
 * nor after one: a login timeout clears storage, seen flag included, and its prompt leads into the login flow.
 */
export function confirmShownThisVisit(): boolean {
  return shownThisVisit;
}
