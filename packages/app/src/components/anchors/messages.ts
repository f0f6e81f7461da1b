import { defineTexts, type Text } from '../../i18n/texts';
/** Texts of the anchor list (zh-CN and pt-BR). */
const MESSAGES = {
  liveNow: { zh: '直播中', pt: 'Ao vivo' },
  fans: { zh: '粉丝', pt: 'Fãs' },
  noData: { zh: '暂无数据', pt: 'Sem dados' },
} satisfies Record<string, Text>;

export const { useTexts: useAnchorsT } = defineTexts(MESSAGES);
