import { Toast } from '@live/ui-kit';
import { useCallback } from 'react';
import { useChatErrorText } from '../../chat/chat-error-texts';
import { useAction } from '../../hooks/use-action';

/**
 * Runs a chat call from a button: the app's one action (one at a time, `busy`, the page's state left as it was on
 * failure), with a toast naming in the user's language why it failed, since the chat client shows nothing itself.
 * Answers whether it succeeded.
 */
export function useChatAction(): {
  busy: boolean;
  run: (call: () => Promise<unknown>, doneText?: string) => Promise<boolean>;
} {
  const errorText = useChatErrorText();
  const toastError = useCallback((error: unknown) => Toast.fail(errorText(error)), [errorText]);
  const action = useAction(toastError);
  const { run: runAction } = action;
  const run = useCallback(
    (call: () => Promise<unknown>, doneText?: string) =>
      runAction(async () => {
        await call();
        if (doneText) Toast.success(doneText);
      }),
    [runAction],
  );
  return { busy: action.busy, run };
}
