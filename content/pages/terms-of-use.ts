import type { PageText, Section } from './page-content.ts';
import { serviceLines } from './service-lines.ts';
import { TERMS_HEADING } from './terms-heading.ts';

/** The terms of use of the portal (spec sections 1 and 9: updated March 2021, users 18 or older). */
export const termsOfUse: PageText & {
  readonly updatedOn: string;
  readonly sections: readonly Section[];
} = {
  title: 'Termos de uso | Portal {product}',
  heading: TERMS_HEADING,
  updatedOn: 'Atualizado em março de 2021',
  intro: [
    'Estes termos explicam as regras para usar o Portal {product}, o canal em que os clientes do grupo {product} criam o seu acesso e acompanham os seus contratos. Leia com atenção antes de concluir o seu cadastro.',
  ],
  sections: [
    {
      heading: 'Aceitação dos termos',
      body: [
        'Ao se cadastrar ou usar o portal, você declara que leu, entendeu e aceita estes termos de uso e a nossa política de privacidade. Se não concordar com alguma condição, não conclua o cadastro nem use o portal.',
      ],
    },
    {
      heading: 'Quem pode usar o portal',
      body: [
        'O portal é destinado a pessoas com 18 anos ou mais, capazes de assumir as obrigações descritas nestes termos. O cadastro é pessoal e feito com o CPF do próprio titular.',
      ],
    },
    {
      heading: 'Cadastro e dados de acesso',
      body: [
        'Para criar o seu acesso, você informa o seu CPF, responde a perguntas de segurança sobre os seus dados cadastrais e escolhe uma senha. Em seguida, enviamos um link de ativação para o e-mail informado; o acesso só fica disponível depois que você clicar nesse link.',
        'A sua senha é pessoal e intransferível. Não a compartilhe com ninguém, nem com quem diga falar em nome do grupo {product}. Se suspeitar que outra pessoa conhece a sua senha, avise a nossa central de relacionamento.',
        'Por segurança, o cadastro pode ser bloqueado quando os dados informados divergem dos nossos registros ou quando as perguntas de segurança são respondidas de forma incorreta repetidas vezes. Nesses casos, procure a central de relacionamento.',
      ],
    },
    {
      heading: 'Seus compromissos',
      body: [
        'Ao usar o portal, você se compromete a:',
        {
          list: [
            'informar dados verdadeiros, completos e atualizados;',
            'usar o portal apenas para tratar dos seus próprios contratos;',
            'não tentar acessar contas, dados ou áreas que não sejam suas;',
            'não usar programas, robôs ou outros meios automáticos para acessar ou copiar o conteúdo do portal;',
            'não praticar atos que prejudiquem o funcionamento ou a segurança do portal.',
          ],
        },
        'O descumprimento destes compromissos pode levar à suspensão ou ao cancelamento do seu acesso, sem prejuízo das medidas legais cabíveis.',
      ],
    },
    {
      heading: 'Privacidade e proteção de dados',
      body: [
        'Os seus dados pessoais são tratados conforme a Lei Geral de Proteção de Dados Pessoais (LGPD) e a nossa política de privacidade, que explica quais dados coletamos, para que os usamos, com quem os compartilhamos e como você pode exercer os seus direitos.',
      ],
    },
    {
      heading: 'Disponibilidade do portal',
      body: [
        'Trabalhamos para manter o portal disponível e seguro, mas ele pode ficar fora do ar por instantes para manutenção, atualização ou por motivos fora do nosso controle. Nesses períodos, você pode ser atendido pelos canais indicados abaixo.',
      ],
    },
    {
      heading: 'Alterações destes termos',
      body: [
        'Estes termos podem ser atualizados a qualquer momento. A data da versão em vigor aparece no início desta página. Ao continuar usando o portal depois de uma atualização, você concorda com a nova versão.',
      ],
    },
    serviceLines,
  ],
};
