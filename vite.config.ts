import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sandboxPlugin } from './sandbox/vite-plugin.ts';

// The portal lives under /portal/; in development the sandbox API answers on the same origin.
export default defineConfig({
  base: '/portal/',
  plugins: [react(), sandboxPlugin()],
  server: { port: 5173, strictPort: true, open: false },
  preview: { port: 4173, strictPort: true },
});
