import { defineTexts, type Text } from '../../i18n/texts';
/** Texts of the data views (zh-CN and pt-BR). */
const MESSAGES = {
  loadFailed: { zh: '加载失败', pt: 'Falha ao carregar' },
  retry: { zh: '重试', pt: 'Tentar de novo' },
  noData: { zh: '暂无数据', pt: 'Sem dados' },
  W: { zh: '胜', pt: 'V' },
  D: { zh: '平', pt: 'E' },
  L: { zh: '负', pt: 'D' },
  Wword: { zh: '胜', pt: 'Vitória' },
  Dword: { zh: '平', pt: 'Empate' },
  Lword: { zh: '负', pt: 'Derrota' },
  formLabel: { zh: '近况：{w}胜{d}平{l}负', pt: 'Retrospecto: {w}V {d}E {l}D' },
  views: { zh: '{n}阅读', pt: '{n} leituras' },
  noNews: { zh: '暂无资讯', pt: 'Nenhuma notícia' },
} satisfies Record<string, Text>;

export const { useTexts: useDataViewsT } = defineTexts(MESSAGES);
