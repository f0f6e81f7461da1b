/** The languages the app ships in (host-app spec §1: Chinese, with a Portuguese-Brazil variant). */
export type Lang = 'zh-CN' | 'pt-BR';

export const LANGS: readonly Lang[] = ['zh-CN', 'pt-BR'];

/** Every piece of built-in text the components show, per language. */
export interface Messages {
  loading: string;
  confirm: string;
  cancel: string;
  close: string;
  back: string;
  clear: string;
  search: string;
  empty: string;
  noMore: string;
  loadFailed: string;
  retry: string;
  pullToRefresh: string;
  releaseToRefresh: string;
  refreshing: string;
  refreshed: string;
  yesterday: string;
  today: string;
  tomorrow: string;
  /** Weekday names by `Date.getDay()` (0 = Sunday), as the date strip shows them (spec §9). */
  weekdays: readonly string[];
  live: string;
  collect: string;
  uncollect: string;
  vs: string;
  slide: (index: number, total: number) => string;
  goToSlide: (index: number) => string;
  unread: (count: string) => string;
  level: (level: number) => string;
  /** Between a gift's sender and the gift, in a gift animation: "A 送出 火箭 ×1". */
  giftSent: string;
}

export const MESSAGES: Record<Lang, Messages> = {
  'zh-CN': {
    loading: '加载中...',
    confirm: '确定',
    cancel: '取消',
    close: '关闭',
    back: '返回',
    clear: '清除',
    search: '搜索',
    empty: '暂无数据',
    noMore: '没有更多了',
    loadFailed: '加载失败',
    retry: '点击重试',
    pullToRefresh: '下拉刷新',
    releaseToRefresh: '释放立即刷新',
    refreshing: '刷新中...',
    refreshed: '刷新成功',
    yesterday: '昨天',
    today: '今天',
    tomorrow: '明天',
    weekdays: ['日', '一', '二', '三', '四', '五', '六'],
    live: '直播中',
    collect: '收藏',
    uncollect: '取消收藏',
    vs: 'VS',
    slide: (index, total) => `第 ${index} 张，共 ${total} 张`,
    goToSlide: (index) => `切换到第 ${index} 张`,
    unread: (count) => `${count} 条未读`,
    level: (level) => `等级 ${level}`,
    giftSent: '送出',
  },
  'pt-BR': {
    loading: 'Carregando...',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    close: 'Fechar',
    back: 'Voltar',
    clear: 'Limpar',
    search: 'Buscar',
    empty: 'Sem dados',
    noMore: 'Não há mais',
    loadFailed: 'Falha ao carregar',
    retry: 'Toque para tentar de novo',
    pullToRefresh: 'Puxe para atualizar',
    releaseToRefresh: 'Solte para atualizar',
    refreshing: 'Atualizando...',
    refreshed: 'Atualizado',
    yesterday: 'Ontem',
    today: 'Hoje',
    tomorrow: 'Amanhã',
    weekdays: ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'],
    live: 'Ao vivo',
    collect: 'Favoritar',
    uncollect: 'Desfavoritar',
    vs: 'VS',
    slide: (index, total) => `${index} de ${total}`,
    goToSlide: (index) => `Ir para o slide ${index}`,
    unread: (count) => `${count} não lidas`,
    level: (level) => `Nível ${level}`,
    giftSent: 'enviou',
  },
};

/** The messages of a language; anything unknown falls back to Chinese, the product's main language. */
export function messagesFor(lang: Lang | undefined): Messages {
  return (lang && MESSAGES[lang]) || MESSAGES['zh-CN'];
}
