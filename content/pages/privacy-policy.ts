import type { PageText, Section } from './page-content.ts';
import { serviceLines } from './service-lines.ts';

/** The privacy policy of the portal (spec sections 1 and 9: users 18 or older). */
export const privacyPolicy: PageText & {
  readonly sections: readonly Section[];
  /** The button shown when the page was opened from the register screen (`?source=register`). */
  readonly backToRegister: string;
} = {
  title: 'Política de privacidade | Portal {product}',
  heading: 'Política de privacidade',
  intro: [
    'Esta política explica como o grupo {product} trata os dados pessoais de quem usa o Portal {product}, em conformidade com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).',
  ],
  sections: [
    {
      heading: 'A quem se aplica',
      body: [
        'O portal é destinado a pessoas com 18 anos ou mais. Não coletamos de forma intencional dados de menores de 18 anos.',
      ],
    },
    {
      heading: 'Quais dados coletamos',
      body: [
        'Coletamos apenas os dados necessários para criar e proteger o seu acesso:',
        {
          list: [
            'dados de identificação: CPF e, quando for o caso, nome, apelido e data de nascimento;',
            'respostas às perguntas de segurança, como o primeiro nome da sua mãe e o dia e o ano do seu nascimento, usadas apenas para confirmar a sua identidade;',
            'dados de contato: número de celular e endereço de e-mail;',
            'dados do dispositivo e do navegador: um identificador do aparelho ou navegador usado, endereço IP e informações técnicas de acesso;',
            'registros de uso do portal, como páginas visitadas e ações realizadas durante a navegação.',
          ],
        },
        'A sua senha é guardada de forma protegida.',
      ],
    },
    {
      heading: 'Para que usamos os seus dados',
      body: [
        {
          list: [
            'confirmar a sua identidade e criar o seu acesso ao portal;',
            'enviar o link de ativação e outras mensagens sobre o seu cadastro e os seus contratos;',
            'prevenir fraudes e acessos indevidos, inclusive com verificações automáticas de segurança;',
            'entrar em contato com você pelos meios que você informou ou autorizou;',
            'cumprir obrigações legais e regulatórias;',
            'melhorar o funcionamento e a usabilidade do portal.',
          ],
        },
      ],
    },
    {
      heading: 'Com quem compartilhamos',
      body: [
        'Não vendemos os seus dados pessoais. Eles podem ser compartilhados somente quando necessário para as finalidades desta política, com:',
        {
          list: [
            'as empresas do grupo {product};',
            'fornecedores que nos prestam serviços, como hospedagem, envio de e-mails e prevenção a fraudes, que só podem usar os dados para esses serviços;',
            'autoridades públicas e órgãos reguladores, quando a lei ou uma ordem judicial exigir.',
          ],
        },
      ],
    },
    {
      heading: 'Por quanto tempo guardamos',
      body: [
        'Guardamos os seus dados enquanto o seu cadastro estiver ativo e pelo tempo necessário para cumprir obrigações legais e regulatórias ou para defender direitos em processos. Depois disso, os dados são excluídos ou anonimizados.',
      ],
    },
    {
      heading: 'Como protegemos',
      body: [
        'Adotamos medidas técnicas e administrativas para proteger os seus dados contra acessos não autorizados, perda ou alteração, como conexões criptografadas e controle de acesso às informações.',
      ],
    },
    {
      heading: 'Seus direitos',
      body: [
        'A LGPD garante a você, como titular dos dados, o direito de:',
        {
          list: [
            'confirmar se tratamos os seus dados e ter acesso a eles;',
            'corrigir dados incompletos, inexatos ou desatualizados;',
            'pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desacordo com a lei;',
            'pedir a portabilidade dos seus dados a outro fornecedor;',
            'saber com quem os seus dados foram compartilhados;',
            'revogar o seu consentimento, quando o tratamento depender dele, e ser informado sobre as consequências de não consentir;',
            'apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).',
          ],
        },
        'Para exercer esses direitos, fale com a gente pelos canais abaixo. Poderemos pedir informações para confirmar a sua identidade antes de atender ao pedido.',
      ],
    },
    {
      heading: 'Alterações desta política',
      body: [
        'Esta política pode ser atualizada para refletir mudanças no portal ou na legislação. A versão em vigor está sempre disponível nesta página.',
      ],
    },
    serviceLines,
  ],
  backToRegister: 'Voltar para o cadastro',
};
