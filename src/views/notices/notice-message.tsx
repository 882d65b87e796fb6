import { fill } from '../../../content/fill.ts';
import { messages } from '../../../content/messages.ts';
import { texts } from '../../../content/texts.ts';
import type { MessageId, Notice } from '../../../machines/index.ts';
import { MessageText } from '../../components/message-text.tsx';

/** The already-registered messages: they tell the customer to log in or reset the password. */
const ALREADY_REGISTERED: ReadonlySet<MessageId> = new Set([
  'client.registered',
  'client.registeredBlocks',
]);

/** Whether the brand's log-in and password-reset links go with the notice (issue 39). */
export function offersAccountLinks(notice: Notice): boolean {
  return ALREADY_REGISTERED.has(notice.id);
}

/**
 * A notice as the card shows it (issue 39): its catalogue text with the contacts as links, and the
 * span id when the answer carried one.
 */
export function NoticeMessage({ notice }: { notice: Notice }) {
  return (
    <>
      <MessageText text={messages[notice.id]} />
      {notice.spanId !== undefined && ` ${fill(texts.app.spanId, { spanId: notice.spanId })}`}
    </>
  );
}
