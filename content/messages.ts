import type { MessageId } from '../machines/shared/messages.ts';

/**
 * The error catalogue (spec section 8): the text of every message a machine can show, by id.
 * `{name}` placeholders are filled from `company.ts`.
 */
export const messages: Record<MessageId, string> = {
  'captcha.failed': 'Erro no CAPTCHA. Tente novamente.',
  'client.notFound': 'Cliente não encontrado.',
  'client.insufficientData': 'Cliente não encontrado ou dados insuficientes.',
  'client.insufficientDataSupport':
    'Precisa de ajuda? Fale com o nosso suporte pelo WhatsApp {whatsapp} ou pelo e-mail {supportEmail}.',
  'client.registered':
    'Esse CPF já possui cadastro no Portal {product}, digite a senha cadastrada ou clique em esqueci minha senha.',
  'client.registeredBlocks': 'CPF já cadastrado no sistema.',
  'client.blocked':
    'Acesso bloqueado por divergência nos dados cadastrais. Entre em contato com a Central de Relacionamento pelos telefones {capitalsPhone} ou {otherRegionsPhone}.',
  'step.failed': 'Ocorreu um erro. Tente novamente mais tarde.',
  'answer.incorrect': 'Dados incorretos.',
  'access.blocked':
    'Acesso bloqueado: identificamos divergência na validação dos seus dados cadastrais. Entre em contato com a Central de Relacionamento pelo telefone {capitalsPhone} (capitais e regiões metropolitanas) ou {otherRegionsPhone} (demais localidades), de segunda a sábado, das 8h às 20h. SAC: {consumerPhone}, atendimento 24 horas.',
  'register.emailInUse': 'Não foi possível registrar o usuário pois o e-mail já está em uso.',
  'register.failed': 'Não foi possível realizar o cadastro.',
  'register.contactSupport': 'Por gentileza entre em contato com nossa Central de Relacionamento.',
  'resend.failed':
    'Não foi possível enviar o e-mail, Por gentileza entre em contato com nossa Central de Relacionamento.',
};
