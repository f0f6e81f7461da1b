import { defineTexts, type Text } from './texts';

/**
 * The shell's texts, in every first load; the account and user pages share theirs in account-messages.ts, loaded
 * with those pages. Feature folders keep their own next to their pages.
 */
const MESSAGES = {
  score: { zh: '比分', pt: 'Placar' },
  live: { zh: '直播', pt: 'Ao vivo' },
  headline: { zh: '头条', pt: 'Destaques' },
  chat: { zh: '消息', pt: 'Mensagens' },
  me: { zh: '我的', pt: 'Eu' },
  menu: { zh: '主菜单', pt: 'Menu principal' },
  notFound: { zh: '页面不存在', pt: 'Página não encontrada' },
  backHome: { zh: '返回首页', pt: 'Voltar ao início' },
  pageError: { zh: '页面加载失败', pt: 'Falha ao carregar a página' },
  retry: { zh: '重试', pt: 'Tentar de novo' },
  close: { zh: '关闭', pt: 'Fechar' },
  talkTitle: { zh: '请在浏览器中打开', pt: 'Abra no navegador' },
  talkBody: {
    zh: '点击右上角的 ··· 选择“在浏览器打开”，即可下载App继续聊天',
    pt: 'Toque em ··· no canto superior e escolha "Abrir no navegador" para baixar o app',
  },
  download: { zh: '下载App', pt: 'Baixar o app' },
} satisfies Record<string, Text>;

export type MessageKey = keyof typeof MESSAGES;

/** `message(key, language)` outside React, `const t = useT(); t('login')` inside it. */
export const { text: message, useTexts: useT } = defineTexts(MESSAGES);
