import { defineTexts, type Text } from '../../i18n/texts';
/** Texts of the room and video cards (zh-CN and pt-BR). */
const MESSAGES = {
  liveNow: { zh: '直播中', pt: 'Ao vivo' },
  views: { zh: '次播放', pt: 'visualizações' },
  shortVideos: { zh: '短视频', pt: 'Vídeos curtos' },
  noData: { zh: '暂无数据', pt: 'Sem dados' },
} satisfies Record<string, Text>;

export const { useTexts: useCardsT } = defineTexts(MESSAGES);
