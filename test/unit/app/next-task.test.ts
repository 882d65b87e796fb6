import { describe, expect, it } from 'vitest';
import { nextTask } from '../../../src/app/start-parts/next-task.ts';

describe('nextTask', () => {
  it('resolves in a later task: after every microtask the current task queued, however many', async () => {
    let ran = 0;
    const queue = (left: number): void => {
      if (left === 0) return;
      queueMicrotask(() => {
        ran += 1;
        queue(left - 1);
      });
    };
    queue(1000);
    await nextTask();
    expect(ran).toBe(1000);
  });
});
