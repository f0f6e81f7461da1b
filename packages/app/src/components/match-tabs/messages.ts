import { defineTexts, type Text } from '../../i18n/texts';
/** Texts of the match tabs (zh-CN and pt-BR). */
const MESSAGES = {
  away: { zh: '客队', pt: 'Visitante' },
  coach: { zh: '主教练', pt: 'Técnico' },
  company: { zh: '公司', pt: 'Casa' },
  futureAway: { zh: '客队未来赛程', pt: 'Próximos jogos (visitante)' },
  futureHome: { zh: '主队未来赛程', pt: 'Próximos jogos (mandante)' },
  headToHead: { zh: '历史交锋', pt: 'Confronto direto' },
  home: { zh: '主队', pt: 'Mandante' },
  incidents: { zh: '重要事件', pt: 'Lances importantes' },
  live: { zh: '即', pt: 'Atual' },
  liveText: { zh: '文字直播', pt: 'Tempo real' },
  loadFailed: { zh: '加载失败，下拉重试', pt: 'Falha ao carregar; puxe para tentar de novo' },
  noAnchors: { zh: '暂无主播直播', pt: 'Nenhum streamer ao vivo' },
  noData: { zh: '暂无数据', pt: 'Sem dados' },
  open: { zh: '初', pt: 'Abert.' },
  rankHeader: { zh: '排名 球队 赛 胜 平 负 积分', pt: 'Pos Time J V E D Pts' },
  recentAway: { zh: '客队近期战绩', pt: 'Últimos jogos (visitante)' },
  recentHome: { zh: '主队近期战绩', pt: 'Últimos jogos (mandante)' },
  starters: { zh: '首发', pt: 'Titulares' },
  substitutes: { zh: '替补', pt: 'Reservas' },
  unconfirmed: { zh: '预测阵容', pt: 'Escalação provável' },
  europe: { zh: '欧指', pt: '1X2' },
  asia: { zh: '亚盘', pt: 'Handicap' },
  bigsmall: { zh: '大小球', pt: 'Mais/Menos' },
} satisfies Record<string, Text>;

export const { useTexts: useMatchTabsT } = defineTexts(MESSAGES);
