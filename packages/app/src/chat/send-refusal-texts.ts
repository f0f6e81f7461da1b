import { useCallback } from 'react';
import { defineTexts, type Text } from '../i18n/texts';
import { type SendRefusal, sendRefusalOf } from './rules';

/** What a user is told when a chat message is not sent, in the room chat and on the chat pages alike. */
const MESSAGES = {
  slowMode: { zh: '慢速模式：请稍后再发言', pt: 'Modo lento: aguarde para escrever de novo' },
  muted: { zh: '你已被禁言，消息未发送', pt: 'Você está silenciado: a mensagem não foi enviada' },
  profanity: { zh: '消息含有不当用语，未发送', pt: 'A mensagem contém palavras não permitidas e não foi enviada' },
} satisfies Record<SendRefusal, Text>;

const texts = defineTexts(MESSAGES);

/** The refusal text for an error the user can act on (muted, slow mode, profanity), else null. */
export function useSendRefusalText(): (error: unknown) => string | null {
  const t = texts.useTexts();
  return useCallback(
    (error: unknown) => {
      const refusal = sendRefusalOf(error);
      return refusal ? t(refusal) : null;
    },
    [t],
  );
}
