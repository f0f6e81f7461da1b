import { defineTexts, type Text } from '../../i18n/texts';
/** Texts of the /mobile/ match pages (zh-CN and pt-BR). */
const MESSAGES = {
  detail: { zh: '比赛详情', pt: 'Detalhes da partida' },
  loadFailed: { zh: '加载失败，下拉重试', pt: 'Falha ao carregar; puxe para tentar de novo' },
} satisfies Record<string, Text>;

export const { useTexts: useMobileT } = defineTexts(MESSAGES);
