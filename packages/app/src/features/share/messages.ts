import { defineTexts, type Text } from '../../i18n/texts';
/** Texts of the pages a shared link opens (zh-CN and pt-BR). */
const MESSAGES = {
  download: { zh: '立即下载', pt: 'Baixar agora' },
  notFound: { zh: '内容不存在', pt: 'Conteúdo não encontrado' },
  offline: { zh: '主播暂未开播', pt: 'O streamer está offline' },
  openInApp: { zh: '下载APP观看完整内容', pt: 'Baixe o app para ver tudo' },
  watchOnline: { zh: '在线观看', pt: 'Assistir online' },
  readOnline: { zh: '在线阅读', pt: 'Ler online' },
} satisfies Record<string, Text>;

export const { useTexts: useShareT } = defineTexts(MESSAGES);
