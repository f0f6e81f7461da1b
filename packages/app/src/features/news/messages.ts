import { defineTexts, type Text } from '../../i18n/texts';
/** Texts of the news list and the article reader (zh-CN and pt-BR). */
const MESSAGES = {
  news: { zh: '资讯', pt: 'Notícias' },
  all: { zh: '全部', pt: 'Todas' },
  football: { zh: '足球', pt: 'Futebol' },
  basketball: { zh: '篮球', pt: 'Basquete' },
  headlines: { zh: '头条', pt: 'Manchetes' },
  noNews: { zh: '暂无资讯', pt: 'Nenhuma notícia' },
  noArticle: { zh: '文章不存在', pt: 'Notícia não encontrada' },
  views: { zh: '{n}阅读', pt: '{n} leituras' },
} satisfies Record<string, Text>;

export const { useTexts: useNewsT } = defineTexts(MESSAGES);
