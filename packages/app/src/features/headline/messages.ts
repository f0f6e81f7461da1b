import { defineTexts, type Text } from '../../i18n/texts';
/** Texts of the headline page (zh-CN and pt-BR). */
const MESSAGES = {
  events: { zh: '热门赛事', pt: 'Campeonatos' },
  headline: { zh: '头条', pt: 'Destaques' },
  headlineEmpty: { zh: '暂无头条内容', pt: 'Nada por aqui ainda' },
  db: { zh: '资料库入口', pt: 'Atalhos do banco de dados' },
  database: { zh: '资料库', pt: 'Banco de dados' },
  models: { zh: '数据模型', pt: 'Modelos' },
  fifa: { zh: 'FIFA排名', pt: 'Ranking FIFA' },
  news: { zh: '头条资讯', pt: 'Manchetes' },
  moreNews: { zh: '更多资讯', pt: 'Mais notícias' },
  search: { zh: '搜索', pt: 'Buscar' },
} satisfies Record<string, Text>;

export const { useTexts: useHeadlineT } = defineTexts(MESSAGES);
