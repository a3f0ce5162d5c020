/**
 * The generated map-data.ts against the board data file it was generated from
 * (shared/data/agot/westeros-map.json; seed 001_4bc5a92fd4dd1b7e.txt L409-472, L2562-2638), so that
 * drift in either is caught. The shared folder sits beside the project (`../shared`, as in CI);
 * ARBITER_SHARED_DIR overrides it. A missing file fails the test: it is never skipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADJACENCY, AREAS } from './map-data.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const sharedDir = process.env.ARBITER_SHARED_DIR || resolve(repoRoot, '..', 'shared');
const file = join(sharedDir, 'data', 'agot', 'westeros-map.json');

interface FileRegion {
  id: string; name: string; type: string; supply: number; crowns: number; castle: string;
  garrison: number | null; neutralForce: number | null; homeOf: string | null; portOf?: string; portSea?: string;
}

describe('map-data.ts equals shared/data/agot/westeros-map.json', () => {
  it('the data file is where CI puts it (../shared beside the project)', () => {
    expect(existsSync(file) ? file : `missing: ${file}`).toBe(file);
  });

  const data = () => JSON.parse(readFileSync(file, 'utf8')) as { regions: FileRegion[]; adjacency: Array<[string, string]> };

  it('the same 58 areas with the same names, types, icons, castles, garrisons, neutral forces and homes', () => {
    const { regions } = data();
    expect(regions).toHaveLength(58);
    const strip = (a: FileRegion) => ({ id: a.id, name: a.name, type: a.type, supply: a.supply, crowns: a.crowns, castle: a.castle, garrison: a.garrison, neutralForce: a.neutralForce, homeOf: a.homeOf });
    expect(AREAS.map(strip)).toEqual([...regions].sort((a, b) => a.id.localeCompare(b.id)).map(strip));
  });

  it('the same 8 ports on the same land and sea areas', () => {
    const ports = (list: readonly FileRegion[]) => list.filter((a) => a.type === 'port').map((a) => [a.id, a.portOf, a.portSea]).sort();
    expect(ports(AREAS as FileRegion[])).toEqual(ports(data().regions));
    expect(ports(AREAS as FileRegion[])).toHaveLength(8);
  });

  it('the same 143 adjacency pairs', () => {
    const key = (p: readonly [string, string]) => [...p].sort().join('|');
    const file = data().adjacency.map(key).sort();
    expect(file).toHaveLength(143);
    expect(ADJACENCY.map(key).sort()).toEqual(file);
  });
});
