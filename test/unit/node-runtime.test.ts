import { describe, expect, it } from 'vitest';
import { isSupportedNode, minimumNode } from '../../scripts/node-runtime.mjs';

/**
 * `npm install` brings the Node the project supports (docs/decisions/019-node-runtime.md); if it
 * did not, the suite would pass on the machine's end-of-life Node and prove nothing about it.
 */
describe('the Node the tests run on', () => {
  it('is the version package.json’s engines asks for, in every test worker', () => {
    const [major] = minimumNode();
    console.log(`Test worker on Node ${process.version} (${process.execPath})`);
    expect(major).toBeGreaterThanOrEqual(24);
    expect(isSupportedNode(process.version)).toBe(true);
  });
});
