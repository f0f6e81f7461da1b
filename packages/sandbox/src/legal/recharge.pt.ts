import type { LegalText } from './text.ts';

/** Termos de recarga, pt-BR. */
export const rechargePt: LegalText = {
  title: 'Termos de Recarga do {brand}',
  intro: [
    'Estes Termos regulam a recarga de moedas, a assinatura do VIP e outras compras no {brand} ({domain}), oferecido pelo operador do {brand} (“nós”). Eles fazem parte dos Termos de Uso do {brand}.',
    'Leia estes Termos antes de recarregar, em especial as partes sobre reembolso e menores de idade. Ao confirmar o pagamento, você declara que os leu e aceita.',
  ],
  sections: [
    {
      heading: 'Moedas e recargas',
      paragraphs: [],
      items: [
        'Moedas são itens digitais do {brand}. Elas servem para enviar presentes, comprar itens da loja e assinar o VIP, só valem dentro do Serviço, não podem ser trocadas por dinheiro nem transferidas entre contas.',
        'Valores, quantidade de moedas e bônus de cada pacote são os mostrados na página de recarga. Moedas de bônus valem como as compradas, mas não entram no valor reembolsável.',
        'Confira a conta e o valor antes de pagar. Se a recarga for para a conta errada por engano seu, ajudamos a verificar, mas não garantimos a devolução.',
      ],
    },
    {
      heading: 'Pagamento e crédito',
      paragraphs: [
        'O pagamento é feito pelos meios mostrados na página (Pix ou cartão, por exemplo) e processado pela instituição de pagamento; não guardamos o número do seu cartão nem suas senhas. As moedas costumam entrar na hora; com atraso na rede, em até 30 minutos.',
        'Se depois de 30 minutos as moedas não tiverem entrado, guarde o comprovante e envie o número do pedido pelo Feedback: verificamos em até 3 dias úteis. Cada pedido é creditado uma única vez.',
      ],
    },
    {
      heading: 'VIP',
      paragraphs: [],
      items: [
        'O VIP dura o período mostrado na compra, contado a partir da ativação; renovar antes do fim soma o novo período ao atual.',
        'Os benefícios podem mudar, mas nunca reduzimos os benefícios principais de um período já pago.',
      ],
    },
    {
      heading: 'Arrependimento e reembolso',
      paragraphs: [],
      items: [
        'Pelo Código de Defesa do Consumidor (art. 49), você pode desistir de uma recarga em até 7 dias da compra: devolvemos o valor das moedas compradas que ainda não foram usadas, pelo mesmo meio de pagamento.',
        'Cobranças em dobro, moedas que não entraram ou itens que não funcionaram por falha nossa são reembolsados depois de verificados.',
        'Fora desses casos, moedas usadas e períodos de VIP já iniciados não são reembolsáveis, salvo quando a lei determinar.',
      ],
    },
    {
      heading: 'Menores de idade',
      paragraphs: [
        'Menores de 18 anos não podem recarregar, assinar o VIP nem enviar presentes. Se um menor recarregar sem autorização, o responsável legal pode pedir o reembolso pelo Feedback, com a comprovação; analisamos cada pedido conforme a lei.',
      ],
    },
    {
      heading: 'Fraude e abuso',
      paragraphs: [
        'Moedas, VIP e itens obtidos por falha do sistema, com meio de pagamento de outra pessoa, por estorno indevido ou outra fraude podem ser retirados, e a conta pode ser limitada ou bloqueada.',
      ],
    },
    {
      heading: 'Contato',
      paragraphs: [
        'Dúvidas sobre recargas: use o Feedback do Serviço ou o e-mail de suporte listado na página “Sobre”. Respondemos em até 15 dias.',
      ],
    },
  ],
};
