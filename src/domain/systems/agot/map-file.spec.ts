/**
 * The generated map-data.ts against the board data file it was generated from (the project's copy,
 * `data/westeros-map.json` beside this file, with its provenance in `data/README.md`; seed
 * 001_4bc5a92fd4dd1b7e.txt L409-472, L2562-2638), so that drift in either is caught.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ADJACENCY, AREAS } from './map-data.js';

const file = fileURLToPath(new URL('./data/westeros-map.json', import.meta.url));

interface FileRegion {
  id: string; name: string; type: string; supply: number; crowns: number; castle: string;
  garrison: number | null; neutralForce: number | null; homeOf: string | null; portOf?: string; portSea?: string;
}

describe('map-data.ts equals data/westeros-map.json', () => {
  it('the data file is in the project', () => {
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
