import { defineTexts, type Text } from '../../i18n/texts';

/** Texts of the VIP pages (zh-CN and pt-BR). */
const MESSAGES = {
  vipPlans: { zh: '开通会员', pt: 'Planos VIP' },
  benefits: { zh: '我的权益', pt: 'Meus benefícios' },
  vipActive: { zh: 'VIP{level} 会员，有效期至 {date}', pt: 'VIP {level} ativo até {date}' },
  vipExpired: { zh: '会员已过期（{date}）', pt: 'VIP expirado ({date})' },
  notVip: { zh: '您还不是会员', pt: 'Você ainda não é VIP' },
  guestVip: { zh: '登录后开通会员', pt: 'Entre para assinar o VIP' },
  days: { zh: '{n} 天', pt: '{n} dias' },
  priceGold: { zh: '{n} 金币', pt: '{n} moedas' },
  buy: { zh: '立即开通', pt: 'Assinar' },
  renew: { zh: '续费', pt: 'Renovar' },
  confirmTitle: { zh: '开通{name}', pt: 'Assinar {name}' },
  confirmMessage: { zh: '将扣除 {n} 金币，当前金币 {gold}。', pt: 'Serão debitadas {n} moedas; você tem {gold}.' },
  confirm: { zh: '确定', pt: 'Confirmar' },
  cancel: { zh: '取消', pt: 'Cancelar' },
  bought: { zh: '开通成功，有效期至 {date}', pt: 'VIP ativado até {date}' },
  notEnoughGold: { zh: '金币不足，去充值', pt: 'Moedas insuficientes: recarregar' },
  noPlans: { zh: '暂无会员套餐', pt: 'Nenhum plano disponível' },
  recharge: { zh: '充值金币', pt: 'Recarregar moedas' },
  levelPerks: { zh: '会员权益', pt: 'Benefícios VIP' },
  fromLevel: { zh: 'VIP{level} 起', pt: 'A partir do VIP {level}' },
  unlocked: { zh: '已拥有', pt: 'Ativo' },
  locked: { zh: '未解锁', pt: 'Bloqueado' },
  invites: { zh: '邀请奖励', pt: 'Convites' },
  inviteCode: { zh: '我的邀请码', pt: 'Meu código de convite' },
  invited: { zh: '已邀请', pt: 'Convidados' },
  inviteGold: { zh: '已获金币', pt: 'Moedas ganhas' },
  perInvite: {
    zh: '每邀请一位好友注册，您可获得 {n} 金币。',
    pt: 'Cada amigo que se cadastrar com seu código rende {n} moedas.',
  },
  upgrade: { zh: '升级会员解锁更多权益', pt: 'Suba de nível para liberar mais' },
} satisfies Record<string, Text>;

export const { useTexts: useVipT } = defineTexts(MESSAGES);
