export { UiKitProvider, type UiKitProviderProps, useLang, useMessages } from './UiKitProvider.tsx';
export { type Lang, LANGS, type Messages, MESSAGES, messagesFor } from '../i18n/messages.ts';
