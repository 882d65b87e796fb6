/**
 * The second part of the portal's start-up code: Emotion and MUI's styling (its default theme is
 * built as the module is evaluated), then the browser's turn before the components and the app.
 */
import '@emotion/react';
import '@emotion/styled';
import '@mui/material/styles';
import { nextTask } from './next-task.ts';

await nextTask();
