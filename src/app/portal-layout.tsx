import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Outlet, Link as RouterLink } from 'react-router';
import { fill } from '../../content/fill.ts';
import { texts } from '../../content/texts.ts';
import { REGISTER_PATH } from '../routing/route-paths.ts';

/** The page frame: a navigation bar with the logo linking to the register screen, then the page. */
export function PortalLayout() {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1.5 }}
      >
        <Link
          component={RouterLink}
          to={REGISTER_PATH}
          aria-label={fill(texts.app.logoAlt)}
          underline="none"
          sx={{ color: 'inherit', fontWeight: 700, fontSize: '1.25rem' }}
        >
          {fill(texts.app.logo)}
        </Link>
      </Box>
      <Container
        component="main"
        maxWidth="sm"
        sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}
      >
        <Outlet />
      </Container>
    </Box>
  );
}
