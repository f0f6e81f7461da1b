import type { BrandRuntimeConfig } from '@live/brand-schema';

export type Language = BrandRuntimeConfig['language'];

/** The shell's and the account pages' texts; feature folders keep their own next to their pages. */
const MESSAGES = {
  score: { 'zh-CN': '比分', 'pt-BR': 'Placar' },
  live: { 'zh-CN': '直播', 'pt-BR': 'Ao vivo' },
  headline: { 'zh-CN': '头条', 'pt-BR': 'Destaques' },
  chat: { 'zh-CN': '消息', 'pt-BR': 'Mensagens' },
  me: { 'zh-CN': '我的', 'pt-BR': 'Eu' },
  menu: { 'zh-CN': '主菜单', 'pt-BR': 'Menu principal' },
  notFound: { 'zh-CN': '页面不存在', 'pt-BR': 'Página não encontrada' },
  backHome: { 'zh-CN': '返回首页', 'pt-BR': 'Voltar ao início' },
  pageError: { 'zh-CN': '页面加载失败', 'pt-BR': 'Falha ao carregar a página' },
  retry: { 'zh-CN': '重试', 'pt-BR': 'Tentar de novo' },
  login: { 'zh-CN': '登录', 'pt-BR': 'Entrar' },
  logout: { 'zh-CN': '退出登录', 'pt-BR': 'Sair' },
  register: { 'zh-CN': '注册', 'pt-BR': 'Cadastrar' },
  forgetPassword: { 'zh-CN': '忘记密码', 'pt-BR': 'Esqueci a senha' },
  resetPassword: { 'zh-CN': '重置密码', 'pt-BR': 'Redefinir senha' },
  account: { 'zh-CN': '手机号/账号', 'pt-BR': 'Celular ou conta' },
  mobile: { 'zh-CN': '手机号', 'pt-BR': 'Celular' },
  password: { 'zh-CN': '密码', 'pt-BR': 'Senha' },
  newPassword: { 'zh-CN': '新密码', 'pt-BR': 'Nova senha' },
  nickname: { 'zh-CN': '昵称（选填）', 'pt-BR': 'Apelido (opcional)' },
  captcha: { 'zh-CN': '图形验证码', 'pt-BR': 'Código da imagem' },
  captchaImage: { 'zh-CN': '图形验证码，点击换一张', 'pt-BR': 'Código da imagem; toque para trocar' },
  smsCode: { 'zh-CN': '短信验证码', 'pt-BR': 'Código SMS' },
  sendCode: { 'zh-CN': '获取验证码', 'pt-BR': 'Enviar código' },
  resendIn: { 'zh-CN': '{n}秒后重发', 'pt-BR': 'Reenviar em {n}s' },
  codeSent: { 'zh-CN': '验证码已发送', 'pt-BR': 'Código enviado' },
  needAccount: { 'zh-CN': '请输入手机号或账号', 'pt-BR': 'Informe o celular ou a conta' },
  needPassword: { 'zh-CN': '请输入密码', 'pt-BR': 'Informe a senha' },
  badMobile: { 'zh-CN': '请输入11位手机号', 'pt-BR': 'Informe um celular de 11 dígitos' },
  badPassword: { 'zh-CN': '密码为6-20位字母或数字', 'pt-BR': 'A senha tem de 6 a 20 letras ou números' },
  needCaptcha: { 'zh-CN': '请输入图形验证码', 'pt-BR': 'Informe o código da imagem' },
  needSmsCode: { 'zh-CN': '请输入6位短信验证码', 'pt-BR': 'Informe o código SMS de 6 dígitos' },
  loginSuccess: { 'zh-CN': '登录成功', 'pt-BR': 'Login feito' },
  registerSuccess: { 'zh-CN': '注册成功', 'pt-BR': 'Cadastro feito' },
  resetSuccess: { 'zh-CN': '密码已重置，请登录', 'pt-BR': 'Senha redefinida; entre de novo' },
  noAccount: { 'zh-CN': '还没有账号？去注册', 'pt-BR': 'Não tem conta? Cadastre-se' },
  haveAccount: { 'zh-CN': '已有账号？去登录', 'pt-BR': 'Já tem conta? Entre' },
  dailyCheckIn: { 'zh-CN': '每日签到', 'pt-BR': 'Check-in diário' },
  checkedIn: { 'zh-CN': '签到成功，金币 +{n}', 'pt-BR': 'Check-in feito: +{n} moedas' },
  darkMode: { 'zh-CN': '深色模式', 'pt-BR': 'Modo escuro' },
  loginToSeeMore: { 'zh-CN': '登录后享受完整功能', 'pt-BR': 'Entre para usar tudo' },
  gold: { 'zh-CN': '金币', 'pt-BR': 'Moedas' },
  diamond: { 'zh-CN': '钻石', 'pt-BR': 'Diamantes' },
  level: { 'zh-CN': '等级', 'pt-BR': 'Nível' },
  vip: { 'zh-CN': 'VIP会员', 'pt-BR': 'VIP' },
  close: { 'zh-CN': '关闭', 'pt-BR': 'Fechar' },
  newBenefit: { 'zh-CN': '新人福利', 'pt-BR': 'Benefício de boas-vindas' },
  claim: { 'zh-CN': '立即领取', 'pt-BR': 'Resgatar agora' },
  talkTitle: { 'zh-CN': '请在浏览器中打开', 'pt-BR': 'Abra no navegador' },
  talkBody: {
    'zh-CN': '点击右上角的 ··· 选择“在浏览器打开”，即可下载App继续聊天',
    'pt-BR': 'Toque em ··· no canto superior e escolha "Abrir no navegador" para baixar o app',
  },
  download: { 'zh-CN': '下载App', 'pt-BR': 'Baixar o app' },
} satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, language: Language, values: Record<string, string | number> = {}): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
