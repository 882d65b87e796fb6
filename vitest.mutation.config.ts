import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { modelProject, unitProject } from './vitest.config.ts';

/**
 * The tests Stryker runs against each mutant of machines/ and src/validation/ (stryker.config.mjs):
 * the unit and model-based projects. The UI paths and the browser tests cover the same code
 * through the views, at many times the cost per mutant.
 */
export default defineConfig({
  plugins: [react()],
  test: { projects: [unitProject, modelProject] },
});
