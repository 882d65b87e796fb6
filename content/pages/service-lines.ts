import type { Section } from './page-content.ts';

/**
 * The customer service lines and their hours (spec sections 1 and 9). The help centre, the terms
 * of use and the privacy policy all show this one section, so the three pages never disagree.
 */
export const serviceLines: Section = {
  heading: 'Canais de atendimento',
  body: [
    'Central de relacionamento, de segunda-feira a sábado, das 8h às 20h:',
    {
      list: [
        'capitais e regiões metropolitanas: {capitalsPhone};',
        'demais regiões: {otherRegionsPhone}.',
      ],
    },
    'SAC (Serviço de Atendimento ao Consumidor), 24 horas por dia, todos os dias: {consumerPhone}.',
    'Por e-mail: {supportEmail}.',
  ],
};
