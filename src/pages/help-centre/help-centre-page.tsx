import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { helpCentre } from '../../../content/pages/help-centre.ts';
import { fill } from '../../../content/fill.ts';
import { PageArticle } from '../page-article.tsx';
import { PageBlocks, PageSection } from '../../components/page-blocks.tsx';
import { FaqQuestion } from './faq-question.tsx';

/** The help centre: the FAQ, one `h2` per theme, then the service lines. */
export function HelpCentrePage() {
  return (
    <PageArticle title={helpCentre.title} heading={helpCentre.heading}>
      <PageBlocks blocks={helpCentre.intro} />
      {helpCentre.themes.map((theme) => (
        <Box key={theme.heading} component="section" sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {fill(theme.heading)}
          </Typography>
          {theme.items.map((item) => (
            <FaqQuestion key={item.question} item={item} />
          ))}
        </Box>
      ))}
      <PageSection section={helpCentre.contact} />
    </PageArticle>
  );
}

/** For a react-router `lazy` route: `lazy: () => import('.../help-centre-page.tsx')`. */
export { HelpCentrePage as Component };
