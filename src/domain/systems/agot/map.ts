/**
 * The board as a graph (AGoT areas and adjacency: 001_4bc5a92fd4dd1b7e.txt L409-472, L2562-2638),
 * in two variants:
 * - `seed` (default): shared/data/agot/westeros-map.json — 58 areas, 143 adjacencies, 8 ports, the
 *   pairs the seed's worked examples state (blackwater–harrenhal, L1816-1819) included;
 * - `extended`: the same plus what only the second engine compared in shared/data/agot/README.md
 *   ("Disputed adjacencies", mjf30/got-strategy-lab `engine/src/map.rs`) has: five more land pairs and
 *   a ninth port at Highgarden (59 areas, 150 adjacencies). The seed is silent on all of them.
 *
 * Every rule reads the map through `area`, `adjacent`, `neighboursOf`, `AREAS` and `ADJACENCY`.
 * These name the map in force: the seed map, or the variant a request chose with the
 * `adjacencies` option (see `onMap`; requests are synchronous, so one map is in force per request).
 */
import { ADJACENCY as SEED_ADJACENCY, AREAS as SEED_AREAS } from './map-data.js';
import type { Capability } from '../../core/system.js';
import type { AreaData } from './map-types.js';
import { MAP_OPTIONS } from './rules.js';

export type MapVariant = 'seed' | 'extended';
export const MAP_VARIANTS: readonly MapVariant[] = ['seed', 'extended'];

/** The disputed pairs only the other engine has (shared/data/agot/README.md, "Disputed adjacencies"). */
export const EXTENDED_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['blackwater', 'dornish-marches'],
  ['blackwater', 'kingswood'],
  ['blackwater', 'the-boneway'],
  ['harrenhal', 'kings-landing'],
  ['oldtown', 'the-reach'],
  ['highgarden', 'port-of-highgarden'],
  ['port-of-highgarden', 'redwyne-straights'],
];

/** Highgarden's port, present only in the other engine's map. */
export const EXTENDED_AREAS: readonly AreaData[] = [
  { id: 'port-of-highgarden', name: 'Port of Highgarden', type: 'port', supply: 0, crowns: 0, castle: 'none', garrison: null, neutralForce: null, homeOf: null, portOf: 'highgarden', portSea: 'redwyne-straights' },
];

/** One variant of the board, indexed. */
export interface WesterosMap {
  variant: MapVariant;
  areas: readonly AreaData[];
  adjacency: ReadonlyArray<readonly [string, string]>;
  area(id: string): AreaData | undefined;
  adjacent(a: string, b: string): boolean;
  neighboursOf(id: string): readonly string[];
}

function build(variant: MapVariant, areas: readonly AreaData[], adjacency: ReadonlyArray<readonly [string, string]>): WesterosMap {
  const byId = new Map(areas.map((a) => [a.id, a]));
  const neighbours = new Map<string, Set<string>>(areas.map((a) => [a.id, new Set<string>()]));
  for (const [a, b] of adjacency) {
    neighbours.get(a)!.add(b);
    neighbours.get(b)!.add(a);
  }
  const sorted = new Map([...neighbours].map(([id, s]) => [id, [...s].sort()] as const));
  return {
    variant,
    areas,
    adjacency,
    area: (id) => byId.get(id),
    adjacent: (a, b) => neighbours.get(a)?.has(b) ?? false,
    neighboursOf: (id) => sorted.get(id) ?? [],
  };
}

const byIdPair = (p: readonly [string, string]) => `${p[0]}|${p[1]}`;
const MAPS: Readonly<Record<MapVariant, WesterosMap>> = {
  seed: build('seed', SEED_AREAS, SEED_ADJACENCY),
  extended: build(
    'extended',
    [...SEED_AREAS, ...EXTENDED_AREAS].sort((a, b) => a.id.localeCompare(b.id)),
    [...SEED_ADJACENCY, ...EXTENDED_PAIRS].sort((a, b) => byIdPair(a).localeCompare(byIdPair(b))),
  ),
};

/** The board of one variant. */
export function westerosMap(variant: MapVariant = 'seed'): WesterosMap {
  return MAPS[variant];
}

let inForce: WesterosMap = MAPS.seed;
/** The areas of the map in force (a live binding: it follows `onMap`). */
export let AREAS: readonly AreaData[] = inForce.areas;
/** The adjacency pairs of the map in force (a live binding: it follows `onMap`). */
export let ADJACENCY: ReadonlyArray<readonly [string, string]> = inForce.adjacency;

function use(m: WesterosMap): void {
  inForce = m;
  AREAS = m.areas;
  ADJACENCY = m.adjacency;
}

/** Run `fn` with the board of `variant` in force, then restore the previous one. */
export function onMap<T>(variant: MapVariant, fn: () => T): T {
  const previous = inForce;
  use(MAPS[variant]);
  try {
    return fn();
  } finally {
    use(previous);
  }
}

/** The map in force. */
export const currentMap = (): WesterosMap => inForce;

export function area(id: string): AreaData | undefined {
  return inForce.area(id);
}

export function adjacent(a: string, b: string): boolean {
  return inForce.adjacent(a, b);
}

export function neighboursOf(id: string): readonly string[] {
  return inForce.neighboursOf(id);
}

export const castleAreas = (): AreaData[] => AREAS.filter((a) => a.castle !== 'none');

/**
 * A capability that honours the `adjacencies` option: the option is listed with the capability's
 * own, and the chosen board is in force while the capability runs (so every rule it calls reads it).
 */
export function withMapOption<I, R>(cap: Capability<I, R>): Capability<I, R> {
  if (cap.options.some((o) => o.name === MAP_OPTIONS[0].name)) return cap;
  return {
    ...cap,
    options: [...cap.options, ...MAP_OPTIONS],
    run: (payload, ctx) => onMap((ctx.options.adjacencies as MapVariant | undefined) ?? 'seed', () => cap.run(payload, ctx)),
  };
}
