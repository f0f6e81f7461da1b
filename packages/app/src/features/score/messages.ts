import { useCallback } from 'react';
import { useServices } from '../../app/services';
import { isChinese } from '../../domain/language';

/** Texts of the score pages, match detail and the /mobile/ match pages (zh-CN and pt-BR). */
const MESSAGES = {
  football: { zh: '足球', pt: 'Futebol' },
  basketball: { zh: '篮球', pt: 'Basquete' },
  all: { zh: '全部', pt: 'Todos' },
  finished: { zh: '完场', pt: 'Encerrados' },
  unfinished: { zh: '未完场', pt: 'Não encerrados' },
  waiting: { zh: '未开赛', pt: 'A iniciar' },
  inplay: { zh: '进行中', pt: 'Ao vivo' },
  sports: { zh: '运动', pt: 'Esportes' },
  filters: { zh: '比赛状态', pt: 'Situação' },
  dates: { zh: '日期', pt: 'Data' },
  leagues: { zh: '赛事筛选', pt: 'Filtrar campeonatos' },
  allLeagues: { zh: '全部赛事', pt: 'Todos os campeonatos' },
  matches: { zh: '比赛列表', pt: 'Lista de partidas' },
  noMatches: { zh: '暂无比赛', pt: 'Nenhuma partida' },
  startsSoon: { zh: '30分钟内开赛', pt: 'Começa em 30 min' },
  collected: { zh: '我的收藏', pt: 'Favoritos' },
  search: { zh: '搜索', pt: 'Buscar' },
  searchPlaceholder: { zh: '搜索球队、赛事', pt: 'Buscar times e campeonatos' },
  history: { zh: '搜索历史', pt: 'Histórico' },
  clearHistory: { zh: '清空', pt: 'Limpar' },
  noResults: { zh: '没有找到相关比赛', pt: 'Nenhuma partida encontrada' },
  collectedOn: { zh: '已收藏', pt: 'Adicionado aos favoritos' },
  collectedOff: { zh: '已取消收藏', pt: 'Removido dos favoritos' },
  inplayCount: { zh: '进行中 {n}', pt: 'Ao vivo {n}' },
  todayCount: { zh: '今日 {n}', pt: 'Hoje {n}' },
  scoreChanged: { zh: '比分变化', pt: 'Mudança no placar' },
  halfTime: { zh: '半场 {s}', pt: 'Intervalo {s}' },
  vote: { zh: '支持', pt: 'Torcer' },
  votes: { zh: '{n} 票', pt: '{n} votos' },
  voted: { zh: '投票成功', pt: 'Voto registrado' },
  venue: { zh: '场地', pt: 'Estádio' },
  loadFailed: { zh: '加载失败，下拉重试', pt: 'Falha ao carregar; puxe para tentar de novo' },
  noData: { zh: '暂无数据', pt: 'Sem dados' },
  company: { zh: '公司', pt: 'Casa' },
  europe: { zh: '欧指', pt: '1X2' },
  asia: { zh: '亚盘', pt: 'Handicap' },
  bigsmall: { zh: '大小球', pt: 'Mais/Menos' },
  open: { zh: '初', pt: 'Abert.' },
  live: { zh: '即', pt: 'Atual' },
  headToHead: { zh: '历史交锋', pt: 'Confronto direto' },
  recentHome: { zh: '主队近期战绩', pt: 'Últimos jogos (mandante)' },
  recentAway: { zh: '客队近期战绩', pt: 'Últimos jogos (visitante)' },
  futureHome: { zh: '主队未来赛程', pt: 'Próximos jogos (mandante)' },
  futureAway: { zh: '客队未来赛程', pt: 'Próximos jogos (visitante)' },
  starters: { zh: '首发', pt: 'Titulares' },
  substitutes: { zh: '替补', pt: 'Reservas' },
  coach: { zh: '主教练', pt: 'Técnico' },
  unconfirmed: { zh: '预测阵容', pt: 'Escalação provável' },
  incidents: { zh: '重要事件', pt: 'Lances importantes' },
  liveText: { zh: '文字直播', pt: 'Tempo real' },
  rankHeader: { zh: '排名 球队 赛 胜 平 负 积分', pt: 'Pos Time J V E D Pts' },
  anchors: { zh: '主播', pt: 'Streamers' },
  noAnchors: { zh: '暂无主播直播', pt: 'Nenhum streamer ao vivo' },
  home: { zh: '主队', pt: 'Mandante' },
  away: { zh: '客队', pt: 'Visitante' },
  detail: { zh: '比赛详情', pt: 'Detalhes da partida' },
  matchTabs: { zh: '比赛数据', pt: 'Dados da partida' },
} as const;

export type ScoreMessageKey = keyof typeof MESSAGES;

export function scoreText(key: ScoreMessageKey, language: string, values: Record<string, string | number> = {}) {
  const template = isChinese(language) ? MESSAGES[key].zh : MESSAGES[key].pt;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** `const t = useScoreT(); t('football')` in the page language. */
export function useScoreT() {
  const { root } = useServices();
  const language = root.language.lang;
  // Stable per language, so memoised rows that take callbacks using it do not re-render.
  return useCallback(
    (key: ScoreMessageKey, values?: Record<string, string | number>) => scoreText(key, language, values),
    [language],
  );
}
