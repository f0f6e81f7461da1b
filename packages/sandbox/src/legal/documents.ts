/**
 * The platform's documents served by /webapi/protocal/getProtocal?type=n: 1 user agreement, 2 privacy policy,
 * 3 recharge terms, 4 anchor agreement, each in zh-CN and pt-BR. `{brand}` stands for the brand's name, which the
 * app puts in (the platform serves every brand the same text). A registration records the versions of the user
 * agreement and the privacy policy the user accepted (legal/consent.ts); a new text gets a new version.
 */

export type DocumentType = 1 | 2 | 3 | 4;

export interface LegalDocument {
  version: string;
  title: [zh: string, pt: string];
  paragraphs: [zh: string, pt: string][];
}

/** The placeholder of the brand's name in every text. */
export const BRAND_PLACEHOLDER = '{brand}';

const effective = (version: string): [string, string] => {
  const [year, month, day] = version.split('-');
  return [
    `版本 ${version}，自 ${year}年${Number(month)}月${Number(day)}日起生效。`,
    `Versão ${version}, em vigor desde ${day}/${month}/${year}.`,
  ];
};

const TERMS_VERSION = '2026-11-27';
const PRIVACY_VERSION = '2026-11-27';
const RECHARGE_VERSION = '2026-01-01';
const ANCHOR_VERSION = '2026-11-27';

export const DOCUMENTS: Record<DocumentType, LegalDocument> = {
  1: {
    version: TERMS_VERSION,
    title: ['{brand}用户协议', 'Termos de uso do {brand}'],
    paragraphs: [
      effective(TERMS_VERSION),
      [
        '一、协议的接受。本协议是你与{brand}运营方之间关于使用{brand}网站、应用及相关服务（以下简称“本服务”）的协议。你在注册页面勾选同意并完成注册，即表示你已阅读、理解并接受本协议和《隐私政策》的全部内容。未满十四周岁的未成年人应在监护人同意和陪同下使用本服务。',
        '1. Aceitação. Estes termos regem o uso do site, do aplicativo e dos serviços do {brand} (o "Serviço"). Ao marcar a opção de aceite no cadastro e concluí-lo, você declara ter lido, entendido e aceito estes termos e a Política de privacidade. Menores de 18 anos só podem usar o Serviço com o consentimento e o acompanhamento de um responsável legal.',
      ],
      [
        '二、账号。你应使用本人的手机号注册，并对账号和密码的安全负责；账号仅限本人使用，不得出借、转让或出售。发现账号被盗用时，请立即修改密码并联系客服。为保护账号安全，多次输入错误密码后需填写图形验证码，账号也可能被暂时锁定。',
        '2. Conta. Cadastre-se com o seu próprio número de celular e mantenha a senha em segurança; a conta é pessoal e não pode ser emprestada, transferida nem vendida. Se suspeitar de uso indevido, troque a senha e fale com o suporte. Para proteger a conta, após várias senhas erradas será pedido o código da imagem, e a conta pode ser bloqueada por algum tempo.',
      ],
      [
        '三、服务内容。本服务提供体育赛事比分、数据、资讯、直播及互动功能。赛事数据和资讯仅供参考，我们尽力保证其准确和及时，但不对因数据延迟或错误造成的损失承担责任。本服务不提供、也不鼓励任何形式的赌博。',
        '3. O Serviço. Oferecemos placares, estatísticas, notícias, transmissões ao vivo e recursos de interação sobre esportes. Os dados e as notícias são apenas informativos; buscamos precisão e rapidez, mas não respondemos por perdas causadas por atrasos ou erros. O Serviço não oferece nem incentiva apostas de qualquer tipo.',
      ],
      [
        '四、用户行为规范。你不得发布违法、暴力、色情、赌博、诈骗、侵权或骚扰他人的内容，不得冒充他人，不得使用脚本、外挂或批量注册等方式干扰本服务或获取奖励。违反者，我们可删除相关内容、收回违规获得的奖励，并限制或封禁账号。',
        '4. Conduta. É proibido publicar conteúdo ilegal, violento, pornográfico, de apostas, fraudulento, que viole direitos de terceiros ou que assedie outras pessoas, fingir ser outra pessoa, e usar scripts, automação ou cadastros em massa para interferir no Serviço ou obter recompensas. Em caso de violação, podemos remover o conteúdo, cancelar recompensas obtidas indevidamente e restringir ou bloquear a conta.',
      ],
      [
        '五、虚拟物品。金币、钻石、会员等虚拟物品仅可在本服务内按规则使用，不可兑换为现金（依规则提现的收益除外），充值另受《充值协议》约束。邀请奖励在被邀请的好友完成首次有效操作后发放，每位好友只奖励一次。',
        '5. Itens virtuais. Moedas, diamantes e VIP só podem ser usados dentro do Serviço, conforme as regras, e não são convertidos em dinheiro (exceto ganhos sacados conforme as regras); recargas seguem os Termos de recarga. O prêmio de convite é pago depois da primeira ação válida do amigo convidado, uma única vez por amigo.',
      ],
      [
        '六、知识产权。本服务中的软件、界面、文字、图片、视频等内容的知识产权归{brand}运营方或相关权利人所有。你在本服务发布的内容，你保证拥有相应权利，并授权我们在提供本服务所必需的范围内使用。',
        '6. Propriedade intelectual. O software, as telas, os textos, as imagens e os vídeos do Serviço pertencem aos operadores do {brand} ou aos respectivos titulares. Quanto ao que você publica, você garante ter os direitos necessários e nos autoriza a usá-lo na medida necessária para prestar o Serviço.',
      ],
      [
        '七、服务变更与终止。我们可能因运营需要调整或中止部分服务，并将提前公告。你可以随时注销账号；注销后，账号中的虚拟物品将无法恢复。',
        '7. Mudanças e encerramento. Podemos ajustar ou suspender partes do Serviço por necessidade operacional, com aviso prévio. Você pode excluir a sua conta a qualquer momento; depois disso, os itens virtuais da conta não podem ser recuperados.',
      ],
      [
        '八、协议修改。本协议更新时，我们将在本服务内公告新版本；涉及你重大权益的变更，将再次征求你的同意。',
        '8. Alterações. Quando estes termos mudarem, publicaremos a nova versão no Serviço; mudanças que afetem de forma relevante os seus direitos pedirão o seu aceite novamente.',
      ],
      [
        '九、法律适用与争议解决。本协议适用你所在地的法律。争议应先友好协商；协商不成的，任何一方可向有管辖权的法院提起诉讼。',
        '9. Lei aplicável. Estes termos seguem a lei do local onde você reside, incluindo o Código de Defesa do Consumidor. Divergências serão tratadas primeiro de forma amigável; não havendo acordo, qualquer parte pode recorrer ao foro competente.',
      ],
      [
        '十、联系我们。对本协议有任何疑问，请通过“设置 > 意见反馈”或客服与我们联系。',
        '10. Contato. Dúvidas sobre estes termos: use "Configurações > Feedback" ou fale com o suporte.',
      ],
    ],
  },
  2: {
    version: PRIVACY_VERSION,
    title: ['{brand}隐私政策', 'Política de privacidade do {brand}'],
    paragraphs: [
      effective(PRIVACY_VERSION),
      [
        '{brand}运营方（以下简称“我们”）依照《中华人民共和国个人信息保护法》等法律处理你的个人信息。本政策说明我们收集哪些信息、为何收集、如何使用和保护，以及你享有的权利。你在注册时勾选同意，即表示你同意我们按本政策处理你的个人信息。',
        'Os operadores do {brand} ("nós") tratam os seus dados pessoais conforme a Lei Geral de Proteção de Dados (LGPD, Lei 13.709/2018). Esta política explica quais dados coletamos, por quê, como os usamos e protegemos, e quais são os seus direitos. Ao marcar o aceite no cadastro, você consente com o tratamento descrito aqui.',
      ],
      [
        '一、我们收集的信息。注册和登录：手机号、密码（仅保存其加密摘要）、昵称；使用服务：头像、个人资料、关注、聊天与评论内容、观看记录、交易与任务记录；安全与风控：IP 地址、设备与浏览器信息、登录记录、操作日志。',
        '1. Dados coletados. Cadastro e login: número de celular, senha (guardamos só um resumo criptográfico), apelido. Uso do Serviço: foto, perfil, quem você segue, mensagens e comentários, histórico de transmissões assistidas, transações e tarefas. Segurança e prevenção de fraudes: endereço IP, dados do aparelho e do navegador, registros de login e de atividade.',
      ],
      [
        '二、使用目的。提供和改进本服务；验证身份、保护账号安全（如短信验证码、图形验证码、登录失败锁定）；防止批量注册、刷取奖励等欺诈行为；处理充值、提现与客服请求；在你同意时发送活动通知。我们不会将你的信息用于与上述目的无关的用途。',
        '2. Finalidades. Prestar e melhorar o Serviço; confirmar a sua identidade e proteger a conta (código SMS, código da imagem, bloqueio após senhas erradas); evitar fraudes como cadastros em massa e abuso de recompensas; processar recargas, saques e atendimento; enviar novidades quando você consentir. Bases legais: consentimento, execução de contrato, cumprimento de obrigação legal e legítimo interesse na prevenção de fraudes.',
      ],
      [
        '三、共享与委托处理。我们仅在必要时与以下方共享信息：短信服务商（发送验证码所需的手机号）、支付机构（完成支付所需的订单信息）、云服务商（存储与运行）。我们与其签订协议，要求其按我们的指示和本政策保护信息。除法律法规要求外，我们不会出售你的个人信息。',
        '3. Compartilhamento. Só compartilhamos o necessário com: o provedor de SMS (o número, para enviar o código), instituições de pagamento (os dados do pedido) e provedores de nuvem (armazenamento e processamento), sob contratos que os obrigam a seguir as nossas instruções e esta política. Não vendemos os seus dados; só os entregamos a autoridades quando a lei exigir.',
      ],
      [
        '四、存储与安全。你的信息存储于依法设立的数据中心，仅在提供服务所必需的期限内保存：账号注销后，除法律要求保留的交易记录外，我们将在 30 日内删除或匿名化你的个人信息。我们采取加密、访问控制、安全审计等措施保护信息；发生安全事件时，我们将依法通知你和监管部门。',
        '4. Armazenamento e segurança. Guardamos os dados apenas pelo tempo necessário ao Serviço: depois da exclusão da conta, eliminamos ou anonimizamos os seus dados em até 30 dias, exceto registros de transações que a lei manda guardar. Usamos criptografia, controle de acesso e auditoria; em caso de incidente de segurança, avisaremos você e a ANPD conforme a lei.',
      ],
      [
        '五、跨境传输。如因服务需要向境外提供你的个人信息，我们将事先告知接收方、目的和方式，并依法取得你的单独同意、完成安全评估或其他法定程序。',
        '5. Transferência internacional. Se for preciso transferir dados para outro país, informaremos destinatário, finalidade e forma, e só o faremos nas hipóteses da LGPD (por exemplo, com o seu consentimento específico ou com garantias adequadas).',
      ],
      [
        '六、你的权利。你有权查阅、复制、更正、补充、删除你的个人信息，有权撤回同意、注销账号，并有权要求我们解释处理规则。你可以在“设置”中修改资料和密码，或通过客服提出请求，我们将在 15 个工作日内答复。撤回同意不影响撤回前基于同意已进行的处理。',
        '6. Seus direitos. Você pode confirmar o tratamento, acessar, corrigir, anonimizar, portar e eliminar os seus dados, revogar o consentimento, excluir a conta e pedir informações sobre com quem compartilhamos os dados. Edite perfil e senha em "Configurações" ou fale com o suporte; respondemos em até 15 dias. A revogação não afeta o tratamento feito antes dela.',
      ],
      [
        '七、未成年人。我们不主动收集未满十四周岁儿童的个人信息；如需处理，将事先取得其监护人的同意。监护人发现未经同意收集的儿童信息，可联系我们删除。',
        '7. Crianças e adolescentes. Não coletamos de propósito dados de crianças; dados de menores só são tratados com o consentimento de um responsável legal, que pode pedir a exclusão de dados coletados sem esse consentimento.',
      ],
      [
        '八、政策更新。本政策更新时，我们将在本服务内公告新版本；涉及处理目的、方式或信息种类的重大变更，将再次征求你的同意。',
        '8. Atualizações. Quando esta política mudar, publicaremos a nova versão no Serviço; mudanças relevantes de finalidade, forma ou tipo de dado pedirão o seu consentimento de novo.',
      ],
      [
        '九、联系我们。个人信息保护负责人可通过“设置 > 意见反馈”或客服联系。你也有权向个人信息保护监管部门投诉。',
        '9. Contato. O encarregado de dados (DPO) atende por "Configurações > Feedback" ou pelo suporte. Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).',
      ],
    ],
  },
  3: {
    version: RECHARGE_VERSION,
    title: ['充值协议', 'Termos de recarga'],
    paragraphs: [
      effective(RECHARGE_VERSION),
      ['充值金币不可退还。', 'Moedas recarregadas não são reembolsáveis.'],
      ['如有疑问请联系客服。', 'Em caso de dúvida, fale com o suporte.'],
    ],
  },
  4: {
    version: ANCHOR_VERSION,
    title: ['{brand}主播协议', 'Termos do apresentador do {brand}'],
    paragraphs: [
      effective(ANCHOR_VERSION),
      [
        '一、适用范围。本协议适用于在{brand}申请成为主播并开展直播的用户，是《用户协议》的补充；两者不一致时，就直播事项以本协议为准。',
        '1. Alcance. Estes termos valem para quem se candidata a apresentador no {brand} e faz transmissões; complementam os Termos de uso e, no que for específico de transmissões, prevalecem sobre eles.',
      ],
      [
        '二、申请与审核。你应提交真实的姓名和联系方式。我们审核通过后授予主播身份，审核结果以站内消息通知。我们可因违规或长期未开播收回主播身份。',
        '2. Candidatura. Informe nome e contato verdadeiros. A função de apresentador é concedida após a nossa análise, e o resultado chega por mensagem no Serviço. Podemos retirar a função em caso de violação ou de longa inatividade.',
      ],
      [
        '三、直播规范。直播内容应真实、健康，不得包含违法、暴力、色情、赌博（包括引导投注或发布赔率推广）、诈骗或侵犯他人权利的内容；不得转播未获授权的赛事信号；不得诱导未成年人打赏。',
        '3. Regras de transmissão. O conteúdo deve ser verdadeiro e saudável: nada ilegal, violento, pornográfico, de apostas (inclusive indicar apostas ou divulgar odds), fraudulento ou que viole direitos de terceiros; não retransmita sinais de jogos sem autorização; não induza menores a enviar presentes.',
      ],
      [
        '四、礼物与收益。观众赠送的礼物按平台规则折算为钻石计入你的账户，可按规则提现。以刷礼物、虚假交易等方式获得的收益，我们有权扣回。',
        '4. Presentes e ganhos. Os presentes dos espectadores viram diamantes na sua conta conforme as regras da plataforma e podem ser sacados conforme as regras. Ganhos obtidos com presentes simulados ou transações falsas podem ser estornados.',
      ],
      [
        '五、个人信息。为审核和结算，我们将处理你提交的姓名、联系方式和收款信息，处理方式见《隐私政策》。',
        '5. Dados pessoais. Para a análise e os pagamentos tratamos o nome, o contato e os dados de recebimento que você informar, como descrito na Política de privacidade.',
      ],
      [
        '六、违约处理。违反本协议的，我们可视情节警告、中断直播、扣除违规收益、收回主播身份或封禁账号。',
        '6. Violações. Conforme a gravidade, podemos advertir, interromper a transmissão, estornar ganhos indevidos, retirar a função de apresentador ou bloquear a conta.',
      ],
      [
        '七、联系我们。对本协议有疑问，请通过“设置 > 意见反馈”或客服联系。',
        '7. Contato. Dúvidas sobre estes termos: use "Configurações > Feedback" ou fale com o suporte.',
      ],
    ],
  },
};

/** What a registration must be agreed to: the user agreement and the privacy policy. */
export const REGISTRATION_DOCUMENTS: readonly DocumentType[] = [1, 2];
