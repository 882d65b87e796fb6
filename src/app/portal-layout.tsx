import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router';
import { NavigationBar } from '../brand/index.ts';

/** The page frame: the brand's navigation bar, then the page. */
export function PortalLayout({ registerPath }: { registerPath: string }) {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <NavigationBar registerPath={registerPath} />
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
