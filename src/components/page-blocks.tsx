import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Block, Section } from '../../content/pages/page-content.ts';
import { fill } from '../../content/fill.ts';
import { FilledText } from './filled-text.tsx';

/** Paragraphs and bulleted lists of a page text, with their placeholders filled. */
export function PageBlocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) =>
    typeof block === 'string' ? (
      // Blocks are static content that never reorders, so the position is a stable key.
      <Typography key={index} variant="body1" sx={{ my: 1.5 }}>
        <FilledText text={block} />
      </Typography>
    ) : (
      <Box key={index} component="ul" sx={{ my: 1.5, pl: 3 }}>
        {block.list.map((item) => (
          <Typography key={item} component="li" variant="body1" sx={{ my: 0.5 }}>
            <FilledText text={item} />
          </Typography>
        ))}
      </Box>
    ),
  );
}

/** A titled section. Its heading is an `h2` on a page, and an `h3` inside a dialog titled by an `h2`. */
export function PageSection({
  section,
  headingLevel = 'h2',
}: {
  section: Section;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component={headingLevel}>
        {fill(section.heading)}
      </Typography>
      <PageBlocks blocks={section.body} />
    </Box>
  );
}
