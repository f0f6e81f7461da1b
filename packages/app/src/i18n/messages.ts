import type { BrandRuntimeConfig } from '@live/brand-schema';

type Language = BrandRuntimeConfig['language'];

const MESSAGES = {
  score: { 'zh-CN': '比分', 'pt-BR': 'Placar' },
  live: { 'zh-CN': '直播', 'pt-BR': 'Ao vivo' },
  language: { 'zh-CN': '语言', 'pt-BR': 'Idioma' },
  themeColour: { 'zh-CN': '主题色', 'pt-BR': 'Cor do tema' },
  notFound: { 'zh-CN': '页面不存在', 'pt-BR': 'Página não encontrada' },
  backHome: { 'zh-CN': '返回首页', 'pt-BR': 'Voltar ao início' },
} satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, language: Language): string {
  return MESSAGES[key][language];
}
