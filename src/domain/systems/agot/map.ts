/**
 * The board as a graph (AGoT areas and adjacency: 001_4bc5a92fd4dd1b7e.txt L409-472, L2562-2638).
 */
import { ADJACENCY, AREAS } from './map-data.js';
import type { AreaData } from './map-types.js';

const byId = new Map(AREAS.map((a) => [a.id, a]));
const neighbours = new Map<string, Set<string>>(AREAS.map((a) => [a.id, new Set<string>()]));
for (const [a, b] of ADJACENCY) {
  neighbours.get(a)!.add(b);
  neighbours.get(b)!.add(a);
}

export function area(id: string): AreaData | undefined {
  return byId.get(id);
}

export function adjacent(a: string, b: string): boolean {
  return neighbours.get(a)?.has(b) ?? false;
}

export function neighboursOf(id: string): readonly string[] {
  return [...(neighbours.get(id) ?? [])].sort();
}

export const castleAreas = (): AreaData[] => AREAS.filter((a) => a.castle !== 'none');
export { AREAS, ADJACENCY };
