import { defineTexts, type Text } from '../../i18n/texts';

/** Texts of an anchor's fan-group offer (zh-CN and pt-BR). */
const MESSAGES = {
  title: { zh: '主播粉丝群', pt: 'Grupo de fãs' },
  members: { zh: '{n} 人', pt: '{n} membros' },
  memberOne: { zh: '1 人', pt: '1 membro' },
  followToJoin: { zh: '关注主播即可加入', pt: 'Siga para entrar' },
  join: { zh: '加入粉丝群', pt: 'Entrar no grupo' },
  enter: { zh: '进入群聊', pt: 'Abrir o grupo' },
  loadFailed: { zh: '粉丝群加载失败', pt: 'Falha ao carregar o grupo' },
  retry: { zh: '重试', pt: 'Tentar de novo' },
} satisfies Record<string, Text>;

export const { useTexts: useFanGroupT } = defineTexts(MESSAGES);
