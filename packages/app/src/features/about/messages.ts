import { defineTexts, type Text } from '../../i18n/texts';

/** Texts of the about, protocol and feedback pages (zh-CN and pt-BR). */
const MESSAGES = {
  about: { zh: '关于我们', pt: 'Sobre' },
  version: { zh: '版本 {v}', pt: 'Versão {v}' },
  contact: { zh: '联系我们', pt: 'Contato' },
  privacy: { zh: '隐私政策', pt: 'Privacidade' },
  terms: { zh: '用户协议', pt: 'Termos de uso' },
  anchorTerms: { zh: '主播协议', pt: 'Termos do apresentador' },
  protocol: { zh: '协议', pt: 'Termos' },
  noProtocol: { zh: '没有这份协议', pt: 'Documento não encontrado' },
  feedback: { zh: '意见反馈', pt: 'Feedback' },
  quickFeedback: { zh: '快速反馈', pt: 'Feedback rápido' },
} satisfies Record<string, Text>;

export type AboutTextKey = keyof typeof MESSAGES;

export const { useTexts: useAboutT } = defineTexts(MESSAGES);
