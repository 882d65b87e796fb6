import type { FaqTheme, PageText, Section } from './page-content.ts';
import { serviceLines } from './service-lines.ts';

/** The help centre: frequent questions grouped by subject (spec sections 1 and 9). */
export const helpCentre: PageText & {
  readonly themes: readonly FaqTheme[];
  readonly contact: Section;
} = {
  title: 'Central de ajuda | Portal {product}',
  heading: 'Central de ajuda',
  intro: [
    'Reunimos aqui as dúvidas mais comuns dos nossos clientes. Selecione uma pergunta para ver a resposta. Se não encontrar o que procura, fale com a gente pelos canais de atendimento no fim desta página.',
  ],
  themes: [
    {
      heading: 'Negociação de dívidas',
      items: [
        {
          question: 'Quais parcelas posso negociar pelo portal?',
          answer: [
            'Pelo portal, você negocia apenas as parcelas em atraso. As parcelas que ainda não venceram continuam com as condições do contrato original.',
            'Para tratar de parcelas a vencer, fale com a nossa central de relacionamento.',
          ],
        },
        {
          question: 'Posso mudar um acordo depois de fechado?',
          answer: [
            'Não. Depois que o acordo é formalizado, não é possível alterar valores, datas de vencimento nem o número de parcelas. Por isso, confira todas as condições com atenção antes de confirmar.',
          ],
        },
        {
          question: 'Quando meu nome sai dos cadastros de proteção ao crédito?',
          answer: [
            'O seu nome é retirado dos cadastros de proteção ao crédito em até 5 dias úteis após o pagamento do boleto do acordo.',
          ],
        },
      ],
    },
    {
      heading: 'Carta de quitação',
      items: [
        {
          question: 'O que é a carta de quitação?',
          answer: [
            'É o documento que confirma que o seu contrato foi pago por completo e que não há mais valores pendentes.',
          ],
        },
        {
          question: 'Quando posso pedir a carta de quitação?',
          answer: ['A carta de quitação pode ser solicitada 15 dias após a quitação do contrato.'],
        },
      ],
    },
    {
      heading: 'Baixa de gravame',
      items: [
        {
          question: 'O que é a baixa de gravame?',
          answer: [
            'Gravame é a restrição registrada no documento de um veículo financiado, indicando que ele é a garantia do financiamento. A baixa de gravame é a retirada dessa restrição depois que o contrato é quitado, deixando o veículo livre para venda ou transferência.',
          ],
        },
        {
          question: 'Em quanto tempo a baixa de gravame é feita?',
          answer: ['A baixa de gravame é feita em até 10 dias após a quitação do contrato.'],
        },
      ],
    },
    {
      heading: 'Cadastro bloqueado',
      items: [
        {
          question: 'Por que meu cadastro foi bloqueado?',
          answer: [
            'Para proteger os seus dados, o cadastro no portal pode ser bloqueado quando:',
            {
              list: [
                'os dados informados são diferentes dos que constam no nosso cadastro;',
                'as perguntas de segurança são respondidas de forma incorreta repetidas vezes.',
              ],
            },
          ],
        },
        {
          question: 'Como faço para desbloquear meu cadastro?',
          answer: [
            'Ligue para a nossa central de relacionamento, de segunda-feira a sábado, das 8h às 20h: {capitalsPhone} (capitais e regiões metropolitanas) ou {otherRegionsPhone} (demais regiões). Um atendente vai confirmar os seus dados e ajudar a liberar o acesso.',
          ],
        },
      ],
    },
    {
      heading: 'Empresas do grupo',
      items: [
        {
          question: 'Quem faz parte do grupo {product}?',
          answer: [
            'O Portal {product} pertence a um grupo financeiro com 25 anos de mercado, formado por empresas que atuam em crédito, financiamento e recuperação de crédito (cobrança).',
          ],
        },
        {
          question: 'Recebi um contato em nome do grupo. Como sei se é verdadeiro?',
          answer: [
            'Antes de informar qualquer dado ou fazer um pagamento, confirme o contato ligando para um dos nossos canais de atendimento oficiais, listados nesta página.',
          ],
        },
      ],
    },
  ],
  contact: serviceLines,
};
