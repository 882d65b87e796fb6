import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { texts } from '../../content/texts.ts';
import { RouterAnchor } from './router-anchor.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

export interface TextLinkProps {
  /** A route of the portal, relative to the router's basename. */
  to: string;
  children: ReactNode;
  /**
   * Open in a new tab, so a half-filled form is still there when the reader comes back;
   * the link says so to screen readers.
   */
  newTab?: boolean;
}

export function TextLink({ to, children, newTab = false }: TextLinkProps) {
  if (!newTab) {
    return (
      <Link component={RouterAnchor} to={to}>
        {children}
      </Link>
    );
  }
  return (
    <Link component={RouterAnchor} to={to} target="_blank" rel="noopener">
      {children}
      <VisuallyHidden>{texts.app.opensInNewTab}</VisuallyHidden>
    </Link>
  );
}
