import { defineTexts, type Text } from '../../i18n/texts';
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
  halfTime: { zh: '半场 {s}', pt: 'Intervalo {s}' },
  vote: { zh: '支持', pt: 'Torcer' },
  votes: { zh: '{n} 票', pt: '{n} votos' },
  voted: { zh: '投票成功', pt: 'Voto registrado' },
  venue: { zh: '场地', pt: 'Estádio' },
  loadFailed: { zh: '加载失败，下拉重试', pt: 'Falha ao carregar; puxe para tentar de novo' },
  anchors: { zh: '主播', pt: 'Streamers' },
  home: { zh: '主队', pt: 'Mandante' },
  away: { zh: '客队', pt: 'Visitante' },
  detail: { zh: '比赛详情', pt: 'Detalhes da partida' },
  matchTabs: { zh: '比赛数据', pt: 'Dados da partida' },
} satisfies Record<string, Text>;

export type ScoreMessageKey = keyof typeof MESSAGES;

export const { text: scoreText, useTexts: useScoreT } = defineTexts(MESSAGES);
