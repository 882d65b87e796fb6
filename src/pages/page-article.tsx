import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { fill } from '../../content/fill.ts';

/**
 * The frame of a static page: its document title, its one `h1`, and a text column.
 * Long legal text is hard to read past ~70 characters a line, so the column stops there even when
 * the layout is wider: 65ch, because `ch` is the width of "0", wider than the average letter, and
 * 65ch holds about 70 characters of Portuguese prose. Long unbroken strings (e-mail addresses)
 * wrap instead of widening a phone's page.
 */
export function PageArticle({
  title,
  heading,
  children,
}: {
  title: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="article"
      sx={{ maxWidth: '65ch', mx: 'auto', overflowWrap: 'break-word', hyphens: 'auto' }}
    >
      {/* React 19 hoists <title> into the head, ahead of index.html's, and removes it on unmount. */}
      <title>{fill(title)}</title>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, mb: 2 }}
      >
        {fill(heading)}
      </Typography>
      {children}
    </Box>
  );
}
