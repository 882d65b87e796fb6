import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../../machines/index.ts';
import { machineToGraph } from '../../../machine-graph/index.ts';
import { colourModeOf } from '../../src/chart/colour-modes.ts';
import { machineCoverage, parseCoverage } from '../../src/coverage/coverage.ts';
import { trafficSourceOf } from '../../src/traffic/traffic-config.ts';

const graph = machineToGraph(MACHINES.digital);
const [qaOnly, customersOnly, both, neither] = graph.transitions.map(({ id }) => id);
const coverage = machineCoverage(
  parseCoverage({
    machines: [
      {
        id: 'digital',
        states: { covered: 1, total: 1 },
        transitions: { covered: 1, total: 1 },
        paths: 1,
        uncovered: [customersOnly, neither],
      },
    ],
  }),
  graph,
);

describe("the 'Tráfego real' colour mode", () => {
  const traffic = new Map([
    [customersOnly ?? '', 3],
    [both ?? '', 40],
  ]);
  const looks = colourModeOf('traffic').looks({ coverage, heat: undefined, traffic });

  it('labels each transition with its count, thicker where more customers went', () => {
    expect(looks?.look(both ?? '')?.badge).toBe('40');
    expect(looks?.look(both ?? '')?.pattern).toBe('solid');
    expect(looks?.look(both ?? '')?.width).toBeGreaterThan(
      looks?.look(customersOnly ?? '')?.width ?? 99,
    );
  });

  it('tells QA-only and customers-only transitions apart by their line, not only their hue', () => {
    expect(looks?.look(qaOnly ?? '')).toMatchObject({ pattern: 'dotted', badge: '0' });
    expect(looks?.look(qaOnly ?? '')?.data).toMatchObject({ qa: 'only', traffic: '0' });
    expect(looks?.look(customersOnly ?? '')).toMatchObject({ pattern: 'dashed', badge: '3 ⚠' });
    expect(looks?.look(customersOnly ?? '')?.data).toMatchObject({ qa: 'none', traffic: '3' });
    expect(looks?.look(neither ?? '')?.pattern).toBe('solid');
    expect(looks?.legend.map(({ look }) => look.pattern)).toEqual(['solid', 'dashed', 'dotted']);
  });

  it('has nothing to show before the counts are read', () => {
    expect(colourModeOf('traffic').looks({ coverage, heat: undefined, traffic: undefined })).toBe(
      undefined,
    );
  });
});

describe('where the counts come from', () => {
  it('reads Prometheus when the runtime config names it, the embedded collector otherwise', () => {
    expect(trafficSourceOf({ prometheusUrl: 'https://prometheus.exemplo.invalid' })).toEqual({
      kind: 'prometheus',
      baseUrl: 'https://prometheus.exemplo.invalid',
    });
    expect(trafficSourceOf(undefined)).toEqual({
      kind: 'collector',
      metricsUrl: '/telemetry/metrics',
    });
    expect(trafficSourceOf({ prometheusUrl: '/prometheus' })).toMatchObject({
      baseUrl: '/prometheus',
    });
    expect(trafficSourceOf({ prometheusUrl: 'javascript:alert(1)' }).kind).toBe('collector');
    expect(trafficSourceOf({ prometheusUrl: '//outro.invalid' }).kind).toBe('collector');
  });
});
