import { Toast } from '@live/ui-kit';
import { useCallback, useState } from 'react';
import { useChatErrorText } from '../../chat/chat-error-texts';

/**
 * Runs a chat call from a button: one at a time (`busy`), a toast naming why it failed, the page's state left as
 * it was on failure. Answers whether it succeeded.
 */
export function useChatAction(): {
  busy: boolean;
  run: (call: () => Promise<unknown>, doneText?: string) => Promise<boolean>;
} {
  const errorText = useChatErrorText();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (call: () => Promise<unknown>, doneText?: string) => {
      setBusy(true);
      try {
        await call();
        if (doneText) Toast.success(doneText);
        return true;
      } catch (error) {
        Toast.fail(errorText(error));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [errorText],
  );
  return { busy, run };
}
