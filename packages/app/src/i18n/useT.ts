import { useServices } from '../app/services';
import { type MessageKey, message } from './messages';

/** The text of a key in the app's language: `const t = useT(); t('login')`. */
export function useT() {
  const { root } = useServices();
  const language = root.language.lang;
  return (key: MessageKey, values?: Record<string, string | number>) => message(key, language, values);
}
