import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { texts } from '../../../content/texts.ts';
import { useNotices } from '../../registration/registration-actor.ts';
import { noticeText } from './notice-text.ts';

/**
 * The current notices on the card, each a closable alert (role=alert, so screen readers announce
 * it). Closing hides every notice up to that one; a later notice shows again, since `seq` grows.
 */
export function NoticeAlert() {
  const notices = useNotices();
  const [closedThrough, setClosedThrough] = useState(0);
  return notices
    .filter((notice) => notice.seq > closedThrough)
    .map((notice) => (
      <Alert
        key={notice.seq}
        severity={notice.severity}
        closeText={texts.app.close}
        onClose={() => {
          setClosedThrough(notice.seq);
        }}
        sx={{ mb: 2, overflowWrap: 'anywhere' }}
      >
        {noticeText(notice)}
      </Alert>
    ));
}
