import { defineTexts, type Text } from '../../i18n/texts';
/** Texts of the share button (zh-CN and pt-BR). */
const MESSAGES = {
  share: { zh: '分享', pt: 'Compartilhar' },
  copied: { zh: '已复制链接', pt: 'Link copiado' },
} satisfies Record<string, Text>;

export const { useTexts: useShareButtonT } = defineTexts(MESSAGES);
