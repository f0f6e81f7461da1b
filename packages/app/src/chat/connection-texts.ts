import { defineTexts, type Text } from '../i18n/texts';

/** What the chat views say about the session's connection (issue #29): never a bare "connection failed". */
const MESSAGES = {
  /** A login failed and is being tried again (network, service): chat comes back by itself. */
  reconnecting: { zh: '网络不稳定，正在重新连接聊天…', pt: 'Conexão instável. Reconectando ao chat…' },
  /** The brand has no chat app id: a setup problem the user cannot fix. */
  unavailable: { zh: '聊天功能暂不可用，请稍后再试', pt: 'O chat não está disponível no momento. Tente mais tarde' },
} satisfies Record<string, Text>;

const texts = defineTexts(MESSAGES);

export const useConnectionT = texts.useTexts;
/** The text of a connection state in `language`, outside React (tests). */
export const connectionText = texts.text;
