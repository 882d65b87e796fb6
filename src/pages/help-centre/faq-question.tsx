import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { FaqItem } from '../../../content/pages/page-content.ts';
import { fill } from '../../../content/fill.ts';
import { PageBlocks } from '../../components/page-blocks.tsx';
import { ExpandIcon } from './expand-icon.tsx';

/**
 * One question as an accordion. MUI wraps the summary's button in an `h3` (the `heading` slot),
 * so each question sits under its theme's `h2` in the outline, and Enter or Space toggles it.
 * The ids tie the button to its answer region (`aria-controls`, `aria-labelledby`).
 */
export function FaqQuestion({ item }: { item: FaqItem }) {
  const id = useId();
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary
        id={`${id}-question`}
        aria-controls={`${id}-answer`}
        expandIcon={<ExpandIcon />}
      >
        {/* A span: the summary is a button, which may hold phrasing content only. */}
        <Typography component="span" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {fill(item.question)}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        <PageBlocks blocks={item.answer} />
      </AccordionDetails>
    </Accordion>
  );
}
