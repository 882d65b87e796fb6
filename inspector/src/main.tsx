// First: the Trusted Types policy (src/config/trusted-types.ts), before the chart's worker is made.
import './trusted-types-policy.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { InspectorApp } from './app/inspector-app.tsx';
import { applyPalette } from './chart/palette.ts';
import './inspector.css';

const root = document.getElementById('root');
if (!root) throw new Error('inspector/index.html has no #root element.');
applyPalette(document.documentElement);
createRoot(root).render(
  <StrictMode>
    <InspectorApp />
  </StrictMode>,
);
