import type { LegalText } from './text.ts';

/** Termos do apresentador, pt-BR. */
export const anchorPt: LegalText = {
  title: 'Termos do Apresentador do {brand}',
  intro: [
    'Estes Termos valem para quem pede para ser apresentador ou administrador de apresentadores no {brand} e complementam os Termos de Uso; no que não tratarem, valem os Termos de Uso e a Política de Privacidade.',
    'Leia antes de enviar o pedido. Ao marcar “Li e aceito os Termos do apresentador” e enviar, você aceita estes Termos.',
  ],
  sections: [
    {
      heading: 'Requisitos e análise do pedido',
      paragraphs: [],
      items: [
        'Você precisa ter 18 anos ou mais e usar uma conta com o seu próprio celular vinculado.',
        'Informe seu nome completo, um contato e o motivo do pedido com veracidade. Avisamos o resultado por mensagem no Serviço; informações falsas levam à recusa ou ao cancelamento do perfil de apresentador.',
        'Administradores ajudam a moderar as salas ao vivo e seguem estes mesmos Termos.',
      ],
    },
    {
      heading: 'Regras das transmissões',
      paragraphs: ['Nas transmissões, siga a lei e não:'],
      items: [
        'transmita ou retransmita imagens de partidas sem autorização, nem viole direitos autorais ou de imagem;',
        'divulgue apostas, odds, “tips” pagos ou grupos de palpites, nem convide o público a negociar fora do Serviço;',
        'mostre conteúdo pornográfico, violento, discriminatório ou ofensivo;',
        'peça presentes com promessas falsas de retorno nem incentive menores de idade a recarregar ou enviar presentes (Estatuto da Criança e do Adolescente);',
        'exponha dados pessoais de outras pessoas nem filme alguém sem consentimento.',
      ],
    },
    {
      heading: 'Ganhos e pagamentos',
      paragraphs: [],
      items: [
        'Os presentes do público viram diamantes na proporção publicada no Serviço; avisamos com antecedência antes de mudá-la.',
        'Saques seguem as regras, prazos e taxas da página de saque e exigem a confirmação da sua identidade e da conta de recebimento.',
        'Os valores recebidos podem estar sujeitos a tributos conforme a legislação brasileira; declará-los é responsabilidade sua.',
        'Ganhos obtidos com presentes falsos, transações simuladas ou incentivo a menores não são pagos e, se já pagos, podem ser cobrados de volta.',
      ],
    },
    {
      heading: 'Seus dados como apresentador',
      paragraphs: [
        'Para analisar o pedido e falar com você, tratamos o nome completo, o contato e o motivo informados; para pagamentos e estatísticas, o histórico das suas transmissões, a audiência e os presentes recebidos. Tudo é guardado e protegido conforme a Política de Privacidade; seu nome completo não é mostrado ao público.',
      ],
    },
    {
      heading: 'Direitos sobre o conteúdo',
      paragraphs: [
        'Você mantém os direitos sobre o que cria nas transmissões. Para oferecer a transmissão, os vídeos e os melhores momentos, você nos concede uma licença gratuita e não exclusiva para gravar, guardar, exibir e editar esse conteúdo dentro do Serviço. Não use conteúdo de terceiros sem autorização.',
      ],
    },
    {
      heading: 'Descumprimento',
      paragraphs: [
        'Se você descumprir estes Termos, podemos, conforme a gravidade, advertir, interromper a transmissão, suspender ou cancelar seu perfil de apresentador e reter ganhos irregulares, além de comunicar as autoridades quando a lei exigir. Você pode contestar pelo Feedback.',
      ],
    },
    {
      heading: 'Fim do acordo',
      paragraphs: [
        'Você pode deixar de ser apresentador a qualquer momento pedindo pelo Feedback; encerramos o acordo depois de pagar os ganhos regulares ainda não sacados. Podemos encerrá-lo se você descumprir gravemente estes Termos.',
      ],
    },
    {
      heading: 'Contato',
      paragraphs: ['Dúvidas? Fale com o {brand} pelo Feedback ou pelos contatos da página “Sobre”.'],
    },
  ],
};
