/**
 * The first part of the portal's start-up code: React and React DOM, evaluated in one task, then
 * the browser's turn. Evaluated whole, the start-up code was one task of about 27 ms on a desktop
 * CPU, above Lighthouse's 50 ms once slowed four times for a phone. The bundle keeps the modules
 * in this order, so the `await` splits the chunk's evaluation here
 * (docs/decisions/026-start-up-in-three-tasks.md).
 */
import 'react';
import 'react-dom/client';
import { nextTask } from './next-task.ts';

await nextTask();
