import Typography from '@mui/material/Typography';
import { termsOfUse } from '../../content/pages/terms-of-use.ts';
import { fill } from '../../content/fill.ts';
import { PageBlocks, PageSection } from './page-blocks.tsx';

/**
 * The body of the terms of use without page chrome (no document title, no `h1`), shared by the
 * terms page and the terms dialog of the register form. A dialog whose title is an `h2` passes
 * `headingLevel="h3"` so its outline stays unbroken.
 */
export function TermsContent({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {fill(termsOfUse.updatedOn)}
      </Typography>
      <PageBlocks blocks={termsOfUse.intro} />
      {termsOfUse.sections.map((section) => (
        <PageSection key={section.heading} section={section} headingLevel={headingLevel} />
      ))}
    </>
  );
}
