/**
 * Catalogue ids of every message a machine can show. The texts live in `content/messages.ts`,
 * keyed by these ids, so the typecheck fails when an id has no text.
 */
export const MESSAGE_IDS = [
  'captcha.failed',
  'client.notFound',
  'client.insufficientData',
  'client.insufficientDataSupport',
  'client.registered',
  'client.registeredBlocks',
  'client.blocked',
  'step.failed',
  'answer.incorrect',
  'access.blocked',
  'register.emailInUse',
  'register.failed',
  'register.contactSupport',
  'resend.failed',
] as const;

export type MessageId = (typeof MESSAGE_IDS)[number];

export type NoticeSeverity = 'error' | 'warning' | 'info' | 'success';

/** A message the current step shows. `seq` grows with every notice, so a repeated message shows again. */
export interface Notice {
  id: MessageId;
  severity: NoticeSeverity;
  seq: number;
  spanId?: string;
}

/**
 * What a machine emits each time it shows a notice (`actor.on('notice', …)`): the toasts listen
 * to these. `startsBatch` is true for a transition's first message; a second message of the same
 * transition (the refi support hint, the digital warning) joins its batch.
 */
export interface NoticeShownEvent {
  type: 'notice';
  notice: Notice;
  startsBatch: boolean;
}
