import { defineTexts, type Text } from '../../i18n/texts';

/** Texts of the account page frame (zh-CN and pt-BR). */
const MESSAGES = {
  needLogin: { zh: '您还未登录', pt: 'Você não entrou' },
  needLoginHint: { zh: '请登录使用完整功能', pt: 'Entre para usar todos os recursos' },
  goLogin: { zh: '去登录', pt: 'Entrar' },
} satisfies Record<string, Text>;

export const { useTexts: useAccountPageT } = defineTexts(MESSAGES);
