import type { AboutInfo } from '@live/api-contract';
import type { Lang } from '../sim/types.ts';

/**
 * The about page's texts (/webapi/config/getAbout), one for every brand like the legal documents: `{brand}` and
 * `{domain}` (PROTOCOL_PLACEHOLDERS) are put in by the app. The support e-mail is the one the privacy policy and
 * the recharge terms point to.
 */
/** The app version the about page shows. */
export const ABOUT_VERSION = '3.8.2';

const ABOUT: Record<Lang, Omit<AboutInfo, 'version'>> = {
  zh: {
    name: '{brand}',
    paragraphs: [
      '{brand}是一个专注足球、篮球的体育直播与数据平台，提供五大联赛、欧冠、中超、NBA、CBA 等赛事的即时比分、文字直播、技术统计、阵容、积分榜和赛事资料库。',
      '数百位签约主播每天为热门比赛带来直播解说和赛后分析，您可以在直播间与主播和球迷实时聊天，也可以随时观看精彩集锦和完整回放。',
      '赛事数据来自专业体育数据服务商，比分和指数仅供参考。{brand}不提供任何形式的赌博、竞猜或彩票服务，请理性看球、健康生活。',
      '未经授权转播赛事画面、侵犯您权利的内容，请通过“意见反馈”或下方邮箱投诉，我们会在核实后及时处理。',
    ],
    contacts: [
      { label: '官方网站', value: '{domain}' },
      { label: '客服邮箱', value: 'kefu@{domain}' },
      { label: '商务合作', value: 'bd@{domain}' },
      { label: '客服时间', value: '每天 09:00-24:00（北京时间）' },
    ],
  },
  pt: {
    name: '{brand}',
    paragraphs: [
      '{brand} é uma plataforma de transmissões e estatísticas de futebol e basquete: placar ao vivo, lance a lance, estatísticas, escalações, classificações e o banco de dados das principais ligas, do Brasileirão à Champions League e à NBA.',
      'Centenas de apresentadores narram e comentam os principais jogos todos os dias. No chat da sala você conversa com o apresentador e com outros torcedores, e pode rever melhores momentos e jogos completos quando quiser.',
      'Os dados vêm de fornecedores profissionais de dados esportivos; placares e índices são informativos. O {brand} não oferece apostas, jogos de azar nem loterias. Acompanhe com moderação.',
      'Transmissão não autorizada ou conteúdo que viole seus direitos? Denuncie pelo Feedback ou pelo e-mail abaixo: analisamos e removemos o que for irregular.',
    ],
    contacts: [
      { label: 'Site oficial', value: '{domain}' },
      { label: 'E-mail de suporte', value: 'suporte@{domain}' },
      { label: 'Parcerias', value: 'parcerias@{domain}' },
      { label: 'Atendimento', value: '9h–21h, todos os dias' },
    ],
  },
};

/** The about page's texts in one language. */
export function aboutOf(lang: Lang): AboutInfo {
  return { ...ABOUT[lang], version: ABOUT_VERSION };
}
