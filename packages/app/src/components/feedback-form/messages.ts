import { defineTexts, type Text } from '../../i18n/texts';

/** Texts of the feedback form (zh-CN and pt-BR). */
const MESSAGES = {
  kind: { zh: '反馈类型', pt: 'Tipo' },
  kind1: { zh: '功能建议', pt: 'Sugestão' },
  kind2: { zh: '问题反馈', pt: 'Problema' },
  kind3: { zh: '投诉', pt: 'Reclamação' },
  kind4: { zh: '其他', pt: 'Outro' },
  content: { zh: '反馈内容', pt: 'Sua mensagem' },
  contentHint: {
    zh: '请描述你遇到的问题或建议（5-500 字）',
    pt: 'Conte o problema ou a sugestão (5 a 500 caracteres)',
  },
  contentShort: { zh: '反馈内容至少 5 个字', pt: 'Escreva ao menos 5 caracteres' },
  contact: { zh: '联系方式（选填）', pt: 'Contato (opcional)' },
  images: { zh: '截图（选填，最多 {n} 张）', pt: 'Capturas de tela (opcional, até {n})' },
  addImage: { zh: '添加截图', pt: 'Adicionar captura' },
  removeImage: { zh: '删除第 {n} 张截图', pt: 'Remover captura {n}' },
  submit: { zh: '提交反馈', pt: 'Enviar feedback' },
  thanks: { zh: '感谢你的反馈，我们会尽快处理', pt: 'Obrigado! Vamos analisar em breve' },
  again: { zh: '继续反馈', pt: 'Enviar outro' },
} satisfies Record<string, Text>;

export const { useTexts: useFeedbackT } = defineTexts(MESSAGES);
