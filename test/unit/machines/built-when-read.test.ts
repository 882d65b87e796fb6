import { describe, expect, it, vi } from 'vitest';
import { MACHINES } from '../../../machines/registry.ts';
import { builtWhenRead } from '../../../machines/shared/built-when-read.ts';

describe('builtWhenRead', () => {
  it('builds a property on its first read only, and nothing for the others', () => {
    const first = vi.fn(() => ({ name: 'first' }));
    const second = vi.fn(() => ({ name: 'second' }));
    const built = builtWhenRead({ first, second });
    expect(first).not.toHaveBeenCalled();

    const read = built.first;
    expect(built.first).toBe(read);
    expect(read).toEqual({ name: 'first' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('lists every key, as the tools that walk every machine need', () => {
    expect(Object.keys(builtWhenRead({ a: () => 1, b: () => 2 }))).toEqual(['a', 'b']);
  });
});

describe('MACHINES', () => {
  it('gives the same machine on every read, under its own id', () => {
    for (const [id, machine] of Object.entries(MACHINES)) {
      expect(MACHINES[id as keyof typeof MACHINES]).toBe(machine);
      expect(machine.id).toBe(id);
    }
  });
});
