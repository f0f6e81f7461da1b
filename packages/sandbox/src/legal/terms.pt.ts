import type { LegalText } from './text.ts';

/** Termos de uso, pt-BR. */
export const termsPt: LegalText = {
  title: 'Termos de Uso do {brand}',
  intro: [
    'Bem-vindo ao {brand}. Estes Termos regulam o uso do site e do app web {domain} (o “Serviço”), oferecido pelo operador do {brand} (“nós”).',
    'Leia estes Termos antes de se cadastrar, em especial as partes sobre moedas e compras, sobre condutas proibidas e sobre responsabilidades. Ao marcar o aceite e concluir o cadastro, você declara que leu e aceita estes Termos e a Política de Privacidade. Se não concordar, não se cadastre; você ainda pode ver o conteúdo público como visitante.',
  ],
  sections: [
    {
      heading: 'O que o Serviço oferece',
      paragraphs: [
        'Placares ao vivo, estatísticas e notícias de futebol, basquete e outros esportes, transmissões narradas por apresentadores e seus vídeos, chat, VIP, loja, tarefas e promoções. Podemos incluir, ajustar ou encerrar funções, avisando com antecedência quando isso afetar algo que você pagou.',
        'Placares, estatísticas e índices são informativos: fazemos o possível para que sejam rápidos e corretos, mas não garantimos que estejam sempre completos ou em tempo real. O Serviço não oferece apostas, jogos de azar nem loterias, e é proibido usá-lo para promovê-los.',
      ],
    },
    {
      heading: 'Conta e segurança',
      paragraphs: [],
      items: [
        'Cadastre-se com um número de celular seu e confirme-o pelo código SMS. Cada celular pode ter uma única conta.',
        'Guarde sua senha com cuidado. Não empreste, venda, alugue nem transfira sua conta.',
        'Para proteger sua conta, depois de algumas senhas erradas o login pede também o código da imagem; com muitas tentativas erradas, a conta fica bloqueada por algum tempo. Trocar o celular vinculado exige a senha da conta.',
        'Se perceber uso indevido da sua conta, troque a senha e fale conosco pelo Feedback imediatamente.',
      ],
    },
    {
      heading: 'Condutas proibidas',
      paragraphs: ['Ao usar o Serviço, você não pode publicar, divulgar ou fazer:'],
      items: [
        'conteúdo ilegal, de ódio, discriminatório, pornográfico, violento ou que incentive crimes;',
        'divulgação de apostas, jogos de azar, “tips” pagos ou grupos de palpites;',
        'ofensas, assédio, ameaças ou exposição de dados pessoais de outras pessoas;',
        'informações falsas, spam, flood ou convites para negociar fora do Serviço;',
        'se passar por outra pessoa ou empresa, ou usar a conta de outra pessoa;',
        'cadastros em massa, robôs, scripts ou exploração de falhas para obter bônus, ou qualquer ação que atrapalhe o Serviço;',
        'conteúdo que viole direitos autorais, marcas ou imagem de terceiros, incluindo retransmitir jogos sem autorização.',
      ],
    },
    {
      heading: 'Moedas, VIP e compras',
      paragraphs: [],
      items: [
        'Moedas, diamantes, presentes e benefícios VIP são itens e serviços digitais que só valem dentro do Serviço, conforme as regras de cada função; não podem ser vendidos ou trocados fora dele.',
        'Confira preço e conteúdo antes de recarregar ou assinar. Pelo Código de Defesa do Consumidor (art. 49), você pode desistir de uma recarga em até 7 dias da compra, com reembolso das moedas ainda não usadas. Cobranças erradas ou itens que não funcionarem por falha nossa são reembolsados depois de verificados.',
        'Saques de diamantes seguem as regras e taxas mostradas na página de saque e exigem confirmação de identidade.',
        'O prêmio por convidar um amigo é pago depois da primeira ação válida do amigo convidado, uma única vez por amigo; contas criadas em massa não contam.',
        'Menores de 18 anos não podem recarregar, assinar o VIP nem enviar presentes.',
        'Moedas, diamantes, bônus e ganhos obtidos por fraude ou abuso podem ser estornados.',
      ],
    },
    {
      heading: 'Seu conteúdo e propriedade intelectual',
      paragraphs: [
        'O software, o design, as marcas, os textos e as imagens do Serviço pertencem a nós ou aos respectivos titulares. As imagens das partidas e os dados esportivos pertencem aos seus titulares.',
        'Você continua dono do conteúdo original que publica (textos, imagens, comentários). Para exibi-lo no Serviço, você nos concede uma licença gratuita e não exclusiva de uso, reprodução e exibição dentro do Serviço, que termina quando você apaga o conteúdo ou exclui a conta (salvo o que a lei obrigar a guardar).',
      ],
    },
    {
      heading: 'Dados pessoais',
      paragraphs: [
        'Tratamos seus dados pessoais conforme a Política de Privacidade, que faz parte destes Termos e segue a LGPD.',
      ],
    },
    {
      heading: 'Descumprimento dos Termos',
      paragraphs: [
        'Se você descumprir estes Termos ou a lei, podemos, conforme a gravidade, advertir, remover conteúdo, silenciar, limitar funções, suspender ou encerrar a conta e estornar ganhos obtidos de forma irregular, além de comunicar as autoridades quando a lei exigir. Você pode contestar a medida pelo Feedback; respondemos em até 15 dias.',
      ],
    },
    {
      heading: 'Mudanças, interrupções e encerramento do Serviço',
      paragraphs: [
        'O Serviço pode ficar indisponível por manutenção, atualização ou motivo de força maior; avisaremos sempre que possível e o restabeleceremos o quanto antes. Se encerrarmos o Serviço, avisaremos com 30 dias de antecedência e trataremos os itens pagos não usados conforme a lei.',
      ],
    },
    {
      heading: 'Responsabilidades',
      paragraphs: [
        'Não respondemos por danos causados por força maior, por falhas de terceiros (como operadoras de internet e instituições de pagamento) ou por culpa exclusiva do usuário. Conteúdos publicados por outros usuários expressam a opinião de quem os publicou. Nada nestes Termos limita direitos que o Código de Defesa do Consumidor garante a você.',
      ],
    },
    {
      heading: 'Exclusão da conta',
      paragraphs: [
        'Você pode pedir a exclusão da conta pelo Feedback. Use ou saque antes suas moedas, diamantes e benefícios VIP, porque eles não podem ser recuperados depois. O que acontece com seus dados está na Política de Privacidade.',
      ],
    },
    {
      heading: 'Mudanças nestes Termos',
      paragraphs: [
        'Publicaremos cada nova versão nesta página. Mudanças relevantes serão avisadas por mensagem no Serviço; se não concordar, você pode deixar de usar o Serviço e pedir a exclusão da conta.',
      ],
    },
    {
      heading: 'Lei aplicável e foro',
      paragraphs: [
        'Estes Termos seguem as leis da República Federativa do Brasil, incluindo o Código de Defesa do Consumidor e o Marco Civil da Internet. Fica eleito o foro do seu domicílio para resolver qualquer conflito.',
      ],
    },
    {
      heading: 'Contato',
      paragraphs: [
        'Dúvidas sobre estes Termos? Fale com o {brand} pelo Feedback ou pelo e-mail de suporte da página “Sobre”.',
      ],
    },
  ],
};
