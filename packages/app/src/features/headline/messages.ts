import { defineTexts, type Text } from '../../i18n/texts';
/** Texts of the headline page (zh-CN and pt-BR). */
const MESSAGES = {
  events: { zh: '热门赛事', pt: 'Campeonatos' },
  headline: { zh: '头条', pt: 'Destaques' },
  headlineEmpty: { zh: '暂无头条内容', pt: 'Nada por aqui ainda' },
  noData: { zh: '暂无数据', pt: 'Sem dados' },
} satisfies Record<string, Text>;

export const { useTexts: useHeadlineT } = defineTexts(MESSAGES);
