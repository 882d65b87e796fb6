/**
 * Imported first by each app's entry, so the page's Trusted Types policy exists before any
 * module adds a script or a worker (portal-config/trusted-types.ts).
 */
import { config } from './config.ts';
import { installTrustedTypesPolicy } from '../../portal-config/trusted-types.ts';

if (typeof window !== 'undefined') installTrustedTypesPolicy(config);
