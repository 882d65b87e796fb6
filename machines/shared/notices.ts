import type { MessageId, NoticeSeverity } from './messages.ts';

/** Action: show a message from the catalogue on the current step. */
export function notify(id: MessageId, severity: NoticeSeverity = 'error') {
  return [{ type: 'notify', params: { id, severity } }, 'emitNotice'] as const;
}

/** Action: show one more message beside the one `notify` just showed. */
export function notifyAlso(id: MessageId, severity: NoticeSeverity = 'warning') {
  return [{ type: 'notifyAlso', params: { id, severity } }, 'emitNotice'] as const;
}

/** A notice's actions: store it, then emit it to the toasts. */
export type NoticeAction = ReturnType<typeof notify> | ReturnType<typeof notifyAlso>;
