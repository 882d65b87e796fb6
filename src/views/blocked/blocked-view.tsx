import Typography from '@mui/material/Typography';
import { fill } from '../../../content/fill.ts';
import { messages } from '../../../content/messages.ts';
import { texts } from '../../../content/texts.ts';
import { StepHeading } from '../../components/step-heading.tsx';
import { useNotices } from '../../registration/registration-actor.ts';
import { noticeText } from '../notices/notice-text.ts';

/**
 * Access blocked: the heading and the message that led here, as the page's text rather than a
 * closable notice, since there is nothing else left to do on this page.
 */
export function BlockedView() {
  const notice = useNotices().at(-1);
  return (
    <>
      <StepHeading>{texts.blocked.heading}</StepHeading>
      <Typography>{notice ? noticeText(notice) : fill(messages['access.blocked'])}</Typography>
    </>
  );
}
