import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { RouterAnchor } from '../components/router-anchor.tsx';
import { VisuallyHidden } from '../components/visually-hidden.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { useBrand, useBrandText } from './brand-context.ts';
import { LockIcon } from './lock-icon.tsx';

export interface NavigationBarProps {
  /** The register screen of the current route table, relative to the router's basename. */
  registerPath: string;
}

/**
 * The page's `<header>` (the banner landmark), chosen by the brand (spec section 1): the logo
 * linking to the register screen, the secure-environment banner, or nothing at all.
 */
export function NavigationBar({ registerPath }: NavigationBarProps) {
  const { navigation } = useBrand();
  switch (navigation) {
    case 'none':
      return null;
    case 'secure-banner':
      return <SecureBanner />;
    case 'logo':
      return <LogoBar registerPath={registerPath} />;
  }
}

/** The bar itself: the brand's primary colour, its contrast text, no shadow, in the page flow. */
function Bar({ children }: { children: ReactNode }) {
  return (
    <AppBar component="header" position="static" color="primary" elevation={0}>
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 56, px: 2, py: 1 }}>
        {children}
      </Box>
    </AppBar>
  );
}

function LogoBar({ registerPath }: NavigationBarProps) {
  const label = useBrandText('logoLink');
  return (
    <Bar>
      <Link
        component={RouterAnchor}
        to={registerPath}
        underline="none"
        sx={{
          display: 'inline-flex',
          maxWidth: '100%',
          p: 0.5,
          borderRadius: 1,
          color: 'inherit',
          // The theme's ring is the primary colour, which is the bar's: on the bar it takes the
          // text colour instead.
          '&.Mui-focusVisible, &:focus-visible': { outlineColor: 'currentColor' },
        }}
      >
        <BrandLogo decorative />
        {/* Named by hidden text rather than aria-label: the logo's drawn letters (a monogram such
            as 'P' before 'Portal …') would otherwise be visible text missing from the name
            (WCAG 2.5.3, axe label-content-name-mismatch). */}
        <VisuallyHidden>{label}</VisuallyHidden>
      </Link>
    </Bar>
  );
}

function SecureBanner() {
  const text = useBrandText('secureBanner');
  return (
    <Bar>
      {/* From the start of the bar, not centred: a page painted while its HTML still arrives (a
          slow phone) can draw the icon before its text, and a centred icon would then move. */}
      <Box
        component="p"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-start',
          gap: 1,
          width: '100%',
          m: 0,
          fontWeight: 700,
        }}
      >
        <LockIcon fontSize="small" aria-hidden />
        {text}
      </Box>
    </Bar>
  );
}
