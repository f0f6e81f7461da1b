import { defineTexts, type Text } from '../../i18n/texts';
/** Texts of the site-wide search (zh-CN and pt-BR). */
const MESSAGES = {
  search: { zh: '搜索', pt: 'Buscar' },
  placeholder: { zh: '搜索比赛、球队、赛事、主播、资讯', pt: 'Partidas, times, campeonatos, narradores, notícias' },
  history: { zh: '搜索历史', pt: 'Buscas recentes' },
  clearHistory: { zh: '清空', pt: 'Limpar' },
  noHistory: { zh: '输入关键词开始搜索', pt: 'Digite algo para buscar' },
  all: { zh: '综合', pt: 'Tudo' },
  matches: { zh: '比赛', pt: 'Partidas' },
  teams: { zh: '球队', pt: 'Times' },
  events: { zh: '赛事', pt: 'Campeonatos' },
  anchors: { zh: '主播', pt: 'Narradores' },
  news: { zh: '资讯', pt: 'Notícias' },
  more: { zh: '查看更多', pt: 'Ver mais' },
  noResults: { zh: '没有找到与“{k}”相关的内容', pt: 'Nada encontrado para “{k}”' },
  fans: { zh: '粉丝 {n}', pt: '{n} fãs' },
  liveNow: { zh: '直播中', pt: 'Ao vivo' },
  resultTypes: { zh: '搜索结果分类', pt: 'Tipos de resultado' },
} satisfies Record<string, Text>;

export type SearchText = keyof typeof MESSAGES;
export const { useTexts: useSearchT } = defineTexts(MESSAGES);
