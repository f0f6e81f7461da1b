import { defineTexts, type Text } from '../i18n/texts';

/** Texts of a live room's chat panel (zh-CN and pt-BR). */
const MESSAGES = {
  notes: { zh: '房间公告', pt: 'Aviso da sala' },
  chatPlaceholder: { zh: '说点什么…', pt: 'Diga algo…' },
  chatLogin: { zh: '登录后发言', pt: 'Entre para conversar' },
  chatConnecting: { zh: '正在连接聊天室…', pt: 'Conectando ao chat…' },
  /** The session is out (a kick by another device, a brand without chat): joins that fail are retried instead. */
  chatFailed: { zh: '聊天室暂不可用，请稍后再试', pt: 'O chat da sala não está disponível. Tente mais tarde' },
  chatEntered: { zh: '进入了直播间', pt: 'entrou na sala' },
  chatVisitor: { zh: '游客', pt: 'Visitante' },
  chatEmpty: { zh: '还没有人发言，来说第一句吧', pt: 'Ninguém falou ainda. Comece a conversa!' },
  chatGift: { zh: '送出', pt: 'enviou' },
  /** The jump back to the newest lines, for a reader who scrolled up in a busy room ({count}: "99+" past 99). */
  newMessages: { zh: '{count} 条新消息', pt: '{count} novas mensagens' },
  chat: { zh: '聊天', pt: 'Chat' },
  sendText: { zh: '发送', pt: 'Enviar' },
  sendFailed: { zh: '发送失败，请重试', pt: 'Falha ao enviar, tente de novo' },
} satisfies Record<string, Text>;

const texts = defineTexts(MESSAGES);

export const useRoomChatT = texts.useTexts;
/** A room chat text in `language`, outside React (tests). */
export const roomChatText = texts.text;
