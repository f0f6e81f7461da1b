import { defineTexts, type Text } from '../../i18n/texts';

/** Texts of the activity and package-rules pages (zh-CN and pt-BR). */
const MESSAGES = {
  activities: { zh: '活动中心', pt: 'Promoções' },
  activity: { zh: '活动详情', pt: 'Promoção' },
  noActivities: { zh: '暂无活动', pt: 'Nenhuma promoção no momento' },
  notFound: { zh: '活动不存在或已下线', pt: 'Promoção não encontrada' },
  period: { zh: '{from} 至 {to}', pt: '{from} a {to}' },
  ongoing: { zh: '进行中', pt: 'Em andamento' },
  upcoming: { zh: '未开始', pt: 'Em breve' },
  ended: { zh: '已结束', pt: 'Encerrada' },
  packageRules: { zh: '套餐规则', pt: 'Regras dos pacotes' },
  rulesIntro: {
    zh: '购买数据模型套餐后，套餐状态会随比赛进程变化：',
    pt: 'Depois da compra de um pacote de modelos, o status acompanha a partida:',
  },
  rule_0: { zh: '套餐已过期或被取消，不再提供内容。', pt: 'O pacote expirou ou foi cancelado; não há mais conteúdo.' },
  rule_1: { zh: '套餐已生效，比赛开始前可随时查看。', pt: 'O pacote está ativo; veja o conteúdo até o início.' },
  rule_4: { zh: '比赛正在进行，套餐内容持续更新。', pt: 'A partida está em andamento; o conteúdo é atualizado.' },
  rule_2: { zh: '比赛已结束，可查看命中结果。', pt: 'A partida terminou; veja se o modelo acertou.' },
  rule_3: {
    zh: '比赛出现异常（延期、腰斩、取消），套餐金币原路退回。',
    pt: 'A partida teve um problema (adiada, interrompida, cancelada); as moedas voltam para você.',
  },
  rulesNote: {
    zh: '退款以金币形式退回账户余额，可在交易记录中查看。',
    pt: 'O reembolso volta em moedas e aparece no extrato.',
  },
} satisfies Record<string, Text>;

export const { useTexts: useActivityT } = defineTexts(MESSAGES);
