import { defineTexts, type Text } from './texts';

/** The texts the account, user-centre and phone-code screens share (the shell's are in messages.ts). */
const ACCOUNT_MESSAGES = {
  login: { zh: '登录', pt: 'Entrar' },
  logout: { zh: '退出登录', pt: 'Sair' },
  register: { zh: '注册', pt: 'Cadastrar' },
  forgetPassword: { zh: '忘记密码', pt: 'Esqueci a senha' },
  resetPassword: { zh: '重置密码', pt: 'Redefinir senha' },
  account: { zh: '手机号/账号', pt: 'Celular ou conta' },
  mobile: { zh: '手机号', pt: 'Celular' },
  mobileExample: { zh: '11位手机号', pt: '(21) 98765-4321' },
  password: { zh: '密码', pt: 'Senha' },
  newPassword: { zh: '新密码', pt: 'Nova senha' },
  nickname: { zh: '昵称（选填）', pt: 'Apelido (opcional)' },
  captcha: { zh: '图形验证码', pt: 'Código da imagem' },
  captchaImage: { zh: '图形验证码，点击换一张', pt: 'Código da imagem; toque para trocar' },
  smsCode: { zh: '短信验证码', pt: 'Código SMS' },
  sendCode: { zh: '获取验证码', pt: 'Enviar código' },
  resendIn: { zh: '{n}秒后重发', pt: 'Reenviar em {n}s' },
  codeSent: { zh: '验证码已发送', pt: 'Código enviado' },
  needAccount: { zh: '请输入手机号或账号', pt: 'Informe o celular ou a conta' },
  needPassword: { zh: '请输入密码', pt: 'Informe a senha' },
  // The mobile number's problems (issue #30 item 2, domain/account-forms.ts checkMobile).
  badMobile: { zh: '请输入11位手机号', pt: 'Celular inválido: confira o número' },
  needMobile: { zh: '请输入手机号', pt: 'Informe o celular com DDD' },
  mobileChars: {
    zh: '手机号只能包含数字、空格、括号、横线和 +',
    pt: 'Use só números, espaços, parênteses, traços e +',
  },
  mobileCountry: {
    zh: '仅支持中国大陆、港澳台和巴西（+55）的手机号',
    pt: 'País não atendido: use um celular do Brasil (+55)',
  },
  mobileShort: { zh: '手机号位数不足，应为11位', pt: 'Número curto: informe o DDD e os 9 dígitos do celular' },
  mobileLong: { zh: '手机号位数过多，应为11位', pt: 'Número longo demais: informe o DDD e os 9 dígitos do celular' },
  mobileLandline: {
    zh: '这是固定电话，无法接收短信，请输入手机号',
    pt: 'Número fixo não recebe SMS: informe um celular',
  },
  mobileNeedsNine: {
    zh: '巴西手机号在区号后为以 9 开头的 9 位数字',
    pt: 'O celular tem 9 dígitos depois do DDD, começando com 9',
  },
  badDdd: { zh: '巴西区号（DDD）无效', pt: 'DDD inválido: confira o código de área (ex.: 11, 21)' },
  badPassword: { zh: '密码为6-20位字母或数字', pt: 'A senha tem de 6 a 20 letras ou números' },
  needCaptcha: { zh: '请输入图形验证码', pt: 'Informe o código da imagem' },
  needSmsCode: { zh: '请输入6位短信验证码', pt: 'Informe o código SMS de 6 dígitos' },
  captchaHint: {
    zh: '密码错误次数较多，请输入图形验证码后再登录',
    pt: 'Muitas senhas erradas: informe também o código da imagem',
  },
  // Spaces are part of the pt-BR texts: the consent line joins them with its links as they are.
  agreeLead: { zh: '我已阅读并同意', pt: 'Li e aceito os ' },
  agreeTerms: { zh: '《用户协议》', pt: 'Termos de uso' },
  agreeAnd: { zh: '和', pt: ' e a ' },
  agreePrivacy: { zh: '《隐私政策》', pt: 'Política de privacidade' },
  needAgree: {
    zh: '请先勾选同意《用户协议》和《隐私政策》',
    pt: 'Marque que leu e aceita os Termos de uso e a Política de privacidade',
  },
  loginSuccess: { zh: '登录成功', pt: 'Login feito' },
  registerSuccess: { zh: '注册成功', pt: 'Cadastro feito' },
  resetSuccess: { zh: '密码已重置，请登录', pt: 'Senha redefinida; entre de novo' },
  noAccount: { zh: '还没有账号？去注册', pt: 'Não tem conta? Cadastre-se' },
  haveAccount: { zh: '已有账号？去登录', pt: 'Já tem conta? Entre' },
  dailyCheckIn: { zh: '每日签到', pt: 'Check-in diário' },
  checkedIn: { zh: '签到成功，金币 +{n}', pt: 'Check-in feito: +{n} moedas' },
  darkMode: { zh: '深色模式', pt: 'Modo escuro' },
  loginToSeeMore: { zh: '登录后享受完整功能', pt: 'Entre para usar tudo' },
  gold: { zh: '金币', pt: 'Moedas' },
  diamond: { zh: '钻石', pt: 'Diamantes' },
  level: { zh: '等级', pt: 'Nível' },
  vip: { zh: 'VIP会员', pt: 'VIP' },
} satisfies Record<string, Text>;

export type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES;

/** `accountMessage(key, language)` outside React, `const t = useAccountT(); t('login')` inside it. */
export const { text: accountMessage, useTexts: useAccountT } = defineTexts(ACCOUNT_MESSAGES);
