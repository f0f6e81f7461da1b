import { useServices } from '../../app/services';

/** Texts of the live, video, share and headline features (zh-CN and pt-BR). */
const MESSAGES = {
  hotLives: { zh: '热门直播', pt: 'Em alta' },
  allLives: { zh: '全部直播', pt: 'Todas as lives' },
  recAnchors: { zh: '推荐主播', pt: 'Streamers recomendados' },
  recMatches: { zh: '推荐赛事', pt: 'Jogos recomendados' },
  more: { zh: '更多', pt: 'Mais' },
  videos: { zh: '视频', pt: 'Vídeos' },
  anchors: { zh: '主播', pt: 'Streamers' },
  headline: { zh: '头条', pt: 'Destaques' },
  banners: { zh: '轮播图', pt: 'Destaques' },
  categories: { zh: '直播分类', pt: 'Categorias' },
  announcement: { zh: '公告', pt: 'Aviso' },
  noLives: { zh: '暂无直播', pt: 'Nenhuma live agora' },
  hot: { zh: '热度', pt: 'Popularidade' },
  fans: { zh: '粉丝', pt: 'Fãs' },
  online: { zh: '在线', pt: 'Online' },
  follow: { zh: '关注', pt: 'Seguir' },
  followed: { zh: '已关注', pt: 'Seguindo' },
  liveNow: { zh: '直播中', pt: 'Ao vivo' },
  offline: { zh: '主播暂未开播', pt: 'O streamer está offline' },
  play: { zh: '播放', pt: 'Reproduzir' },
  loading: { zh: '加载中', pt: 'Carregando' },
  playError: { zh: '视频加载失败', pt: 'Falha ao carregar o vídeo' },
  unsupported: { zh: '当前浏览器不支持播放直播', pt: 'Este navegador não reproduz a live' },
  retry: { zh: '重试', pt: 'Tentar de novo' },
  unmute: { zh: '打开声音', pt: 'Ativar som' },
  mute: { zh: '静音', pt: 'Silenciar' },
  quality: { zh: '清晰度', pt: 'Qualidade' },
  fullscreen: { zh: '全屏', pt: 'Tela cheia' },
  exitFullscreen: { zh: '退出全屏', pt: 'Sair da tela cheia' },
  limitGuest: { zh: '免费观看时间已到，登录后继续观看', pt: 'Tempo grátis esgotado: entre para continuar' },
  limitUser: { zh: '今日观看时长已用完', pt: 'Tempo de exibição de hoje esgotado' },
  login: { zh: '登录', pt: 'Entrar' },
  roomTabs: { zh: '直播间', pt: 'Sala' },
  notes: { zh: '房间公告', pt: 'Aviso da sala' },
  gift: { zh: '礼物', pt: 'Presente' },
  gifts: { zh: '送礼物', pt: 'Enviar presente' },
  send: { zh: '赠送', pt: 'Enviar' },
  amount: { zh: '数量', pt: 'Quantidade' },
  gold: { zh: '金币', pt: 'Moedas' },
  giftSent: { zh: '赠送成功', pt: 'Presente enviado' },
  pickGift: { zh: '请选择礼物', pt: 'Escolha um presente' },
  operate: { zh: '私聊客服', pt: 'Falar com o atendimento' },
  addFriend: { zh: '加好友私聊', pt: 'Adicionar e conversar' },
  noOperate: { zh: '暂无客服', pt: 'Nenhum atendente' },
  noMatch: { zh: '本直播间没有关联赛事', pt: 'Esta sala não tem jogo' },
  noData: { zh: '暂无数据', pt: 'Sem dados' },
  vote: { zh: '支持', pt: 'Apoiar' },
  votes: { zh: '票', pt: 'votos' },
  quizHint: { zh: '竞猜谁会获胜', pt: 'Quem vai vencer?' },
  home: { zh: '主队', pt: 'Casa' },
  away: { zh: '客队', pt: 'Visitante' },
  chatPlaceholder: { zh: '说点什么…', pt: 'Diga algo…' },
  chatLogin: { zh: '登录后发言', pt: 'Entre para conversar' },
  chatConnecting: { zh: '正在连接聊天室…', pt: 'Conectando ao chat…' },
  chatFailed: { zh: '聊天室连接失败', pt: 'Falha ao conectar ao chat' },
  chatEntered: { zh: '进入了直播间', pt: 'entrou na sala' },
  chatGift: { zh: '送出', pt: 'enviou' },
  chat: { zh: '聊天', pt: 'Chat' },
  sendText: { zh: '发送', pt: 'Enviar' },
  shortVideos: { zh: '短视频', pt: 'Vídeos curtos' },
  recCategories: { zh: '精彩回放', pt: 'Replays' },
  collections: { zh: '合集', pt: 'Coleções' },
  views: { zh: '次播放', pt: 'visualizações' },
  likes: { zh: '赞', pt: 'curtidas' },
  share: { zh: '分享', pt: 'Compartilhar' },
  copied: { zh: '已复制链接', pt: 'Link copiado' },
  openInApp: { zh: '下载APP观看完整内容', pt: 'Baixe o app para ver tudo' },
  download: { zh: '立即下载', pt: 'Baixar agora' },
  watchOnline: { zh: '在线观看', pt: 'Assistir online' },
  notFound: { zh: '内容不存在', pt: 'Conteúdo não encontrado' },
  headlineAnchors: { zh: '主播', pt: 'Streamers' },
  headlineClips: { zh: '短视频', pt: 'Clipes' },
  headlineDb: { zh: '资料库', pt: 'Banco de dados' },
  headlineEmpty: { zh: '暂无头条内容', pt: 'Nada por aqui ainda' },
  sportAll: { zh: '全部', pt: 'Todos' },
  football: { zh: '足球', pt: 'Futebol' },
  basketball: { zh: '篮球', pt: 'Basquete' },
  events: { zh: '热门赛事', pt: 'Campeonatos' },
} as const;

export type LiveMessageKey = keyof typeof MESSAGES;

export function liveText(key: LiveMessageKey, language: string): string {
  const entry = MESSAGES[key];
  return language.toLowerCase().startsWith('pt') ? entry.pt : entry.zh;
}

/** `const t = useLiveT(); t('hotLives')` in the app's language. */
export function useLiveT(): (key: LiveMessageKey) => string {
  const { root } = useServices();
  const language = root.language.lang;
  return (key) => liveText(key, language);
}
