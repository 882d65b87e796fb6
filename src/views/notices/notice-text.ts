import { fill } from '../../../content/fill.ts';
import { messages } from '../../../content/messages.ts';
import { texts } from '../../../content/texts.ts';
import type { Notice } from '../../../machines/index.ts';

/** The catalogue text of a notice, with the span id appended when the answer carried one (spec section 8). */
export function noticeText(notice: Notice): string {
  const text = fill(messages[notice.id]);
  if (notice.spanId === undefined) return text;
  return `${text} ${fill(texts.app.spanId, { spanId: notice.spanId })}`;
}
