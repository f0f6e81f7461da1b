import { defineTexts } from '../i18n/texts';

/** The new-benefit modal's texts, loaded with the modal. */
export const { useTexts: useBenefitT } = defineTexts({
  registerTitle: { zh: '新人福利', pt: 'Bônus de boas-vindas' },
  registerBody: { zh: '注册即送 {gold} 金币，立即到账', pt: 'Cadastre-se e ganhe {gold} moedas na hora' },
  register: { zh: '立即注册', pt: 'Cadastrar agora' },
  grantedTitle: { zh: '新人福利已到账', pt: 'Seu bônus chegou' },
  grantedBody: {
    zh: '注册奖励 {gold} 金币已存入你的钱包',
    pt: 'O bônus de cadastro de {gold} moedas já está na sua carteira',
  },
  wallet: { zh: '查看钱包', pt: 'Ver carteira' },
});
