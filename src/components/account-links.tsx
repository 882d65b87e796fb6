import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { guidance } from '../../content/guidance.ts';
import { useBrand } from '../brand/index.ts';

/**
 * The way on for a customer who already has access (issue 39): the brand's log-in page and its
 * password reset, which the already-registered message tells them to use.
 */
export function AccountLinks() {
  const { accountLinks } = useBrand();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, mt: -1, mb: 2 }}>
      <Link href={accountLinks.login} color="inherit" sx={{ fontWeight: 'bold' }}>
        {guidance.account.login}
      </Link>
      <Link href={accountLinks.passwordReset} color="inherit" sx={{ fontWeight: 'bold' }}>
        {guidance.account.passwordReset}
      </Link>
    </Box>
  );
}
