import { describe, expect, it } from 'vitest';
import { stepLine, stepsOnMachine, titleOf } from '../../../scripts/paths/steps-on-machine.ts';
import { pathTitlePt, stepLinePt, stepsPt } from '../../../paths/labels-pt.ts';
import { MACHINE_IDS, machinePaths, pathModel } from '../../../paths/models.ts';

/**
 * The diff names old and new paths with its own replay (it must read machines that today's
 * registry does not hold); on today's machines it must read exactly like docs/paths.
 */
describe('Portuguese steps on any machine', () => {
  it.each(MACHINE_IDS)('read like docs/paths for every path of %s', (id) => {
    const { machine } = pathModel(id);
    for (const path of machinePaths(id)) {
      const steps = stepsOnMachine(machine, id, path);
      expect(steps.map(stepLine)).toEqual(stepsPt(id, path).map(stepLinePt));
      expect(titleOf(steps, path)).toBe(pathTitlePt(id, path));
    }
  });
});
