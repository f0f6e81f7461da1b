import { useCallback } from 'react';
import { defineTexts, type Text } from '../i18n/texts';
import { type ChatErrorKind, chatErrorOf } from './rules';
import { useSendRefusalText } from './send-refusal-texts';

/** What a user is told when a chat call fails (issue #29): in their language, never the client's own text. */
const MESSAGES = {
  away: { zh: '聊天暂未连接，请稍后再试', pt: 'O chat ainda não está conectado. Tente de novo em instantes' },
  elsewhere: {
    zh: '你的账号已在其他页面或设备上使用聊天',
    pt: 'Sua conta está usando o chat em outra aba ou dispositivo',
  },
  signedOut: { zh: '聊天登录已失效，请重新登录', pt: 'Sua sessão do chat expirou. Entre de novo' },
  network: { zh: '网络不稳定，请稍后再试', pt: 'Conexão instável. Tente de novo em instantes' },
  busy: { zh: '操作太频繁，请稍后再试', pt: 'Muitas ações seguidas. Aguarde um pouco e tente de novo' },
  blocked: { zh: '对方已将你加入黑名单，消息未发送', pt: 'Esta pessoa bloqueou você: a mensagem não foi enviada' },
  notInGroup: { zh: '你已不在该群聊中', pt: 'Você não faz mais parte deste grupo' },
  noPermission: { zh: '你没有权限进行此操作', pt: 'Você não tem permissão para isso' },
  tooLong: { zh: '消息太长，请删减后再发送', pt: 'A mensagem é longa demais. Encurte e envie de novo' },
  file: { zh: '文件上传失败，请检查文件后重试', pt: 'Falha ao enviar o arquivo. Verifique-o e tente de novo' },
  other: { zh: '操作失败，请稍后再试（{code}）', pt: 'Não foi possível concluir. Tente de novo ({code})' },
} satisfies Record<ChatErrorKind, Text>;

const texts = defineTexts(MESSAGES);

/** The text of a chat kind in `language`, outside React (tests). */
export const chatErrorText = texts.text;

/** The text for a failed chat call: a refusal the user can act on (muted, slow mode, profanity), else its kind. */
export function useChatErrorText(): (error: unknown) => string {
  const refusal = useSendRefusalText();
  const t = texts.useTexts();
  return useCallback(
    (error: unknown) => {
      const code = (error as { code?: unknown } | null)?.code;
      return refusal(error) ?? t(chatErrorOf(error), { code: typeof code === 'number' ? code : '-' });
    },
    [refusal, t],
  );
}
