import type { LegalText } from './text.ts';

/** Política de privacidade (LGPD, Lei 13.709/2018), pt-BR. */
export const privacyPt: LegalText = {
  title: 'Política de Privacidade do {brand}',
  intro: [
    'Esta Política explica quais dados pessoais o {brand} (“nós”) coleta quando você usa o site e o app web {domain} (o “Serviço”), por que os coleta, como os usa, compartilha, guarda e protege, e quais são os seus direitos como titular de acordo com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, “LGPD”).',
    'Tratamos apenas os dados necessários para cada finalidade, com transparência e segurança, como exige a LGPD.',
    'Leia esta Política antes de se cadastrar. Ao marcar “Li e aceito os Termos de uso e a Política de privacidade” no cadastro, você declara que a leu. Sem cadastro, você ainda pode ver placares e transmissões como visitante.',
  ],
  sections: [
    {
      heading: 'Quem trata os seus dados',
      paragraphs: [
        'O controlador dos seus dados pessoais é o operador do {brand}. Você pode falar com o nosso Encarregado pelo tratamento de dados pessoais (DPO) pelos canais da seção “Contato e Encarregado”.',
      ],
    },
    {
      heading: 'Dados que coletamos',
      paragraphs: [],
      items: [
        'Dados da conta: o número de celular que você informa no cadastro, no login ou ao vincular o celular, a senha que você cria (guardamos só um resumo criptográfico irreversível, ninguém vê a senha) e o apelido. O celular serve para entrar, receber códigos SMS, recuperar a senha e confirmar que a conta é sua.',
        'Dados do perfil: foto, bio, cidade, data de nascimento e fotos do álbum, se você quiser preenchê-los. Sem eles, o Serviço funciona normalmente.',
        'Dados do aparelho e registros: modelo do aparelho, sistema operacional, navegador e versão, idioma, endereço IP, data e hora de acesso, origem da visita (código do canal), identificador de visitante e o registro de ações como login, check-in, edição do perfil e vínculo de celular.',
        'Mensagens e interações: mensagens privadas, de grupo e das salas ao vivo (texto, emojis, imagens, áudio, vídeo, arquivos, localização), amigos, seguidos e bloqueados, denúncias e feedback enviados por você.',
        'Registros de pagamento: número do pedido, valor, data, forma de pagamento e situação de recargas, assinaturas VIP, presentes, trocas na loja e saques, além do endereço de entrega que você cadastra (nome, telefone, endereço). Dados de cartão e senhas bancárias ficam com a instituição de pagamento; nós não os recebemos nem guardamos.',
        'Pedido para ser apresentador: nome completo, contato e motivo informados no pedido.',
        'Uso do Serviço: transmissões e vídeos assistidos, partidas salvas e histórico de busca.',
      ],
    },
    {
      heading: 'Para que usamos e com qual base legal',
      paragraphs: [],
      items: [
        'Execução do contrato (art. 7º, V): criar e manter sua conta, permitir o login, oferecer transmissões, placares, chat, VIP, loja, tarefas e o histórico do que você assistiu, e processar recargas, pedidos, entregas e saques.',
        'Cumprimento de obrigação legal (art. 7º, II): guardar os registros de acesso a aplicações (Marco Civil da Internet, art. 15) e os registros fiscais de pagamentos, e atender ordens de autoridades competentes.',
        'Legítimo interesse (art. 7º, IX): proteger sua conta e o Serviço contra fraude, invasão, cadastros em massa e abuso de bônus (código da imagem, limite de tentativas de senha, limite de cadastros) e medir o uso do Serviço com dados agregados para corrigir falhas, sempre respeitando os seus direitos e expectativas.',
        'Consentimento (art. 7º, I): dados opcionais do perfil e comunicações sobre promoções; você pode revogá-lo a qualquer momento.',
      ],
      notes: [
        'Não usamos seus dados para finalidades diferentes das descritas aqui sem avisar você e, quando a lei exigir, pedir novo consentimento.',
      ],
    },
    {
      heading: 'Armazenamento local no navegador',
      paragraphs: [
        'O Serviço guarda no armazenamento local do seu navegador o seu login, preferências como o modo escuro e o histórico de busca, para manter você conectado e lembrar suas escolhas. Não usamos rastreadores de publicidade de terceiros. Você pode apagar esses dados em “Configurações” (limpar cache ou sair) ou nas configurações do navegador.',
      ],
    },
    {
      heading: 'Com quem compartilhamos',
      paragraphs: [],
      items: [
        'Operadores: provedores de nuvem que nos prestam servidores, chat, armazenamento de imagens e envio de SMS. Eles tratam os dados apenas conforme nossas instruções e para as finalidades desta Política, com obrigações contratuais de sigilo e segurança.',
        'Instituições de pagamento: na recarga ou no saque, enviamos à instituição que você escolher o número do pedido e o valor necessários para concluir a transação.',
        'Outros usuários: seu apelido, foto, bio, nível e selo VIP, e as mensagens que você envia em grupos e salas ao vivo ficam visíveis para quem participa deles; mensagens privadas só para quem as envia e recebe.',
        'Autoridades: quando a lei, uma ordem judicial ou uma autoridade competente exigir.',
      ],
      notes: ['Não vendemos seus dados pessoais.'],
    },
    {
      heading: 'Transferência internacional',
      paragraphs: [
        'Alguns operadores, como os provedores de nuvem e de chat, podem guardar dados em servidores fora do Brasil. Nesses casos, a transferência segue o art. 33 da LGPD, com cláusulas contratuais que garantem um nível de proteção compatível com o da lei brasileira.',
      ],
    },
    {
      heading: 'Por quanto tempo guardamos',
      paragraphs: ['Guardamos cada dado apenas pelo tempo necessário à sua finalidade:'],
      items: [
        'Conta e perfil: enquanto a conta existir; eliminados ou anonimizados em até 15 dias após a exclusão da conta.',
        'Mensagens: privadas e de grupo por até 180 dias; as das salas ao vivo servem só para a exibição na hora e ficam no máximo 7 dias.',
        'Registros de acesso: 6 meses, como exige o Marco Civil da Internet (art. 15), e depois são apagados.',
        'Registros de pagamento: 5 anos após a transação, o prazo da legislação tributária.',
        'Códigos SMS e códigos da imagem: valem para um único uso e ficam no máximo 1 hora.',
      ],
    },
    {
      heading: 'Como protegemos seus dados',
      paragraphs: [],
      items: [
        'Toda a comunicação usa HTTPS; senhas são guardadas só como resumo criptográfico irreversível.',
        'O acesso da equipe é limitado ao necessário e registrado.',
        'Limite de tentativas de senha, código da imagem e limite de cadastros contra invasões e cadastros em massa.',
        'Em caso de incidente de segurança que possa causar risco ou dano relevante, avisamos você e a Autoridade Nacional de Proteção de Dados (ANPD), como determina o art. 48 da LGPD.',
      ],
    },
    {
      heading: 'Seus direitos',
      paragraphs: ['Pelo art. 18 da LGPD, você pode pedir a qualquer momento:'],
      items: [
        'confirmação de que tratamos seus dados e acesso a eles (o Perfil, o histórico e o extrato já mostram a maior parte);',
        'correção de dados incompletos, inexatos ou desatualizados (você mesmo edita o Perfil);',
        'anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desacordo com a LGPD;',
        'portabilidade dos seus dados a outro fornecedor;',
        'eliminação dos dados tratados com base no seu consentimento;',
        'informação sobre com quem compartilhamos seus dados;',
        'informação sobre a possibilidade de não dar consentimento e o que acontece nesse caso;',
        'revogação do consentimento;',
        'oposição a um tratamento feito sem consentimento, se ele descumprir a LGPD;',
        'revisão de decisões tomadas apenas com base em tratamento automatizado (art. 20).',
      ],
      notes: [
        'Para excluir a conta, peça pelo Feedback. Depois da exclusão, moedas, diamantes e benefícios VIP não usados são perdidos; use-os ou saque antes.',
      ],
    },
    {
      heading: 'Como exercer seus direitos',
      paragraphs: [
        'Faça o pedido pelos canais de “Contato e Encarregado”. Para proteger sua conta, confirmamos sua identidade antes de atender. Respondemos de forma completa em até 15 dias (art. 19 da LGPD), sem custo.',
        'Se achar que não atendemos seu pedido ou que tratamos seus dados em desacordo com a lei, você pode peticionar à Autoridade Nacional de Proteção de Dados (ANPD) e aos órgãos de defesa do consumidor.',
      ],
    },
    {
      heading: 'Crianças e adolescentes',
      paragraphs: [
        'O Serviço é destinado a maiores de 18 anos. Adolescentes só devem usá-lo com a autorização e o acompanhamento dos pais ou responsáveis e não podem fazer recargas, assinar o VIP nem enviar presentes. Não coletamos de propósito dados de crianças (art. 14 da LGPD); se percebermos que isso ocorreu, eliminamos os dados. Pais e responsáveis podem nos procurar pelo Feedback.',
      ],
    },
    {
      heading: 'Mudanças nesta Política',
      paragraphs: [
        'Quando esta Política mudar, publicamos a nova versão nesta página com a nova data. Se a mudança for relevante (finalidade, forma ou tipos de dados), avisamos por mensagem no Serviço e, quando a lei exigir, pedimos seu consentimento de novo.',
      ],
    },
    {
      heading: 'Contato e Encarregado',
      paragraphs: [
        'Controlador: operador do {brand}. Para dúvidas, pedidos sobre seus dados ou para falar com o Encarregado (DPO), use o Feedback do Serviço ou o e-mail de suporte listado na página “Sobre”. Respondemos em até 15 dias.',
      ],
    },
  ],
};
