/**
 * The inspector's Trusted Types policy, imported first by its entry: the page is served under
 * the portal's Content-Security-Policy (`require-trusted-types-for 'script'`), and its chart's
 * ELK worker is a script URL. It admits the inspector's own built scripts only; the inspector has
 * no deployment configuration (no config.js), so no integration's script either.
 */
import { installTrustedTypesPolicy } from '../../portal-config/trusted-types.ts';

if (typeof window !== 'undefined')
  installTrustedTypesPolicy(undefined, window, `${import.meta.env.BASE_URL}assets/`);
