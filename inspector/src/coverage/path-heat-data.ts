import { parseHeat, type HeatReport } from './path-heat.ts';

/** `docs/machines/path-heat.json` as the build found it; a glob, so a missing file is no error. */
const found = import.meta.glob<unknown>('../../../docs/machines/path-heat.json', {
  eager: true,
  import: 'default',
});

export const PATH_HEAT: HeatReport | undefined = parseHeat(Object.values(found)[0]);
