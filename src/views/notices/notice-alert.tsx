import Alert from '@mui/material/Alert';
import { useEffect, useRef, useState } from 'react';
import { texts } from '../../../content/texts.ts';
import { useNotices } from '../../registration/registration-actor.ts';
import { noticeText } from './notice-text.ts';

/**
 * The current notices on the card, each a closable alert (role=alert, so screen readers announce
 * it). Closing hides every notice up to that one; a later notice shows again, since `seq` grows.
 *
 * A new notice takes the keyboard focus (issue 27): the button pressed was disabled while its
 * call ran, which leaves the focus on the page's body, and a keyboard user would start again
 * from the top. From the message they read why, and Tab goes on into the step.
 */
export function NoticeAlert() {
  const notices = useNotices();
  const [closedThrough, setClosedThrough] = useState(0);
  const first = useRef<HTMLDivElement>(null);
  const latest = notices.at(-1)?.seq;
  useEffect(() => {
    if (latest === undefined) return;
    // Scrolled only as far as it takes to show the message: the focus's own scroll went to the
    // page's top, and put the step's button back under the toasts (lift-step-action.ts).
    first.current?.scrollIntoView({ block: 'nearest' });
    first.current?.focus({ preventScroll: true });
  }, [latest]);
  return notices
    .filter((notice) => notice.seq > closedThrough)
    .map((notice, index) => (
      <Alert
        key={notice.seq}
        ref={index === 0 ? first : undefined}
        tabIndex={-1}
        severity={notice.severity}
        closeText={texts.app.close}
        onClose={() => {
          setClosedThrough(notice.seq);
        }}
        sx={{ mb: 2, overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}
      >
        {noticeText(notice)}
      </Alert>
    ));
}
