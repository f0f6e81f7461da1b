export { UiKitProvider, type UiKitProviderProps, useLang, useMessages, useTimeZone } from './UiKitProvider.tsx';
export { type Lang, LANGS, type Messages, MESSAGES, messagesFor } from '../i18n/messages.ts';
