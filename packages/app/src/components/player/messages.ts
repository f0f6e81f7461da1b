import { defineTexts, type Text } from '../../i18n/texts';
/** Texts of the video player (zh-CN and pt-BR). */
const MESSAGES = {
  loading: { zh: '加载中', pt: 'Carregando' },
  play: { zh: '播放', pt: 'Reproduzir' },
  playError: { zh: '视频加载失败', pt: 'Falha ao carregar o vídeo' },
  unsupported: { zh: '当前浏览器不支持播放直播', pt: 'Este navegador não reproduz a live' },
  retry: { zh: '重试', pt: 'Tentar de novo' },
  unmute: { zh: '打开声音', pt: 'Ativar som' },
  mute: { zh: '静音', pt: 'Silenciar' },
  quality: { zh: '清晰度', pt: 'Qualidade' },
  exitFullscreen: { zh: '退出全屏', pt: 'Sair da tela cheia' },
  fullscreen: { zh: '全屏', pt: 'Tela cheia' },
} satisfies Record<string, Text>;

export const { useTexts: usePlayerT } = defineTexts(MESSAGES);
