import { defineTexts, type Text } from '../../i18n/texts';
/** Texts of the video pages (zh-CN and pt-BR). */
const MESSAGES = {
  collections: { zh: '合集', pt: 'Coleções' },
  likes: { zh: '赞', pt: 'curtidas' },
  more: { zh: '更多', pt: 'Mais' },
  noData: { zh: '暂无数据', pt: 'Sem dados' },
  notFound: { zh: '内容不存在', pt: 'Conteúdo não encontrado' },
  recCategories: { zh: '精彩回放', pt: 'Replays' },
  shortVideos: { zh: '短视频', pt: 'Vídeos curtos' },
  videos: { zh: '视频', pt: 'Vídeos' },
  views: { zh: '次播放', pt: 'visualizações' },
} satisfies Record<string, Text>;

export const { useTexts: useVideoT } = defineTexts(MESSAGES);
