/**
 * Board setup for 3 to 6 players (the `terrain` capability): the opening state, with shuffled
 * decks in seeded mode. AGoT setup: 001_4bc5a92fd4dd1b7e.txt L215-306, L2858-2923.
 */
import { DomainError } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import { SeededRng, shuffle } from '../../core/prob/rng.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { AREAS, area } from './map.js';
import type { House } from './map-types.js';
import { R } from './rules.js';
import { PLAYER_COUNTS, STARTING_SUPPLY, STARTING_TRACKS, STARTING_UNITS, type UnitKind } from './setup-data.js';
import { WESTEROS_DECKS, WILDLING_CARDS } from './cards.js';

export interface SetupRequest {
  playerCount: number;
}

export interface AreaSetup {
  id: string;
  owner?: House;
  units?: UnitKind[];
  garrison?: number;
  neutralForce?: number;
  blocked?: boolean;
}

export interface SetupResult {
  playerCount: number;
  houses: House[];
  round: 1;
  wildlingThreat: 2;
  tracks: { ironThrone: House[]; fiefdoms: House[]; kingsCourt: House[] };
  dominance: { ironThrone: House; valyrianBlade: House; messengerRaven: House };
  supply: Record<string, number>;
  victory: Record<string, number>;
  availablePower: Record<string, number>;
  areas: AreaSetup[];
  decks?: { westeros: [string[], string[], string[]]; wildling: string[] };
}

export const SETUP_OPTIONS = [
  {
    name: 'startingUnits',
    description: "'errataV2' (default): the Greyjoy Knight at Pyke and the Lannister Ship in its port, as in the errata and the board data; 'printed': without them",
    type: 'enum',
    default: 'errataV2',
    values: ['errataV2', 'printed'],
    cite: 'got-board-game.md Appendix A.9; shared/data/agot/README.md',
  },
] as const;

function setup(req: SetupRequest, ctx: RulesContext): RulesOutcome<SetupResult> {
  const n = req.playerCount;
  if (n !== 3 && n !== 4 && n !== 5 && n !== 6) {
    throw new DomainError('invalid_input', `A Game of Thrones is for 3 to 6 players, not ${n}`, [{ path: '/playerCount', code: 'range', message: 'must be 3, 4, 5 or 6' }]);
  }
  const ex = new Explainer();
  const pc = PLAYER_COUNTS[n];
  const houses = [...pc.houses];
  ex.add(R.playerCount, `${n} players: ${houses.join(', ')}`);
  const inPlay = (h: House) => houses.includes(h);
  const compact = (order: readonly House[]) => order.filter(inPlay);
  const tracks = { ironThrone: compact(STARTING_TRACKS.ironThrone), fiefdoms: compact(STARTING_TRACKS.fiefdoms), kingsCourt: compact(STARTING_TRACKS.kingsCourt) };
  ex.add(R.influence, `Iron Throne ${tracks.ironThrone.join(' > ')}; the first of each track takes its Dominance token`);

  const printed = ctx.options.startingUnits === 'printed';
  const byArea = new Map<string, AreaSetup>();
  const get = (id: string) => byArea.get(id) ?? byArea.set(id, { id }).get(id)!;
  for (const h of houses) {
    for (const [id, units] of STARTING_UNITS[h]) {
      let list = [...units];
      if (printed && h === 'lannister' && id === 'port-of-lannisport') continue;
      if (printed && h === 'greyjoy' && id === 'pyke') list = list.filter((u) => u !== 'knight');
      if (n === 3 && id === 'port-of-lannisport') continue;
      Object.assign(get(id), { owner: h, units: list });
    }
    const home = AREAS.find((a) => a.homeOf === h)!;
    get(home.id).garrison = home.garrison ?? 2;
  }
  ex.add(R.startingUnits, printed ? 'Starting units as printed (without the errata Knight at Pyke and Ship in the Port of Lannisport)' : 'Starting units with errata v2 (Knight at Pyke, Ship in the Port of Lannisport)');
  ex.add(R.garrisons, `Garrison 2 on the home area of each house in play`);
  // The port of a blocked land area is blocked with it (data README, 3 players); on the extended map this adds Highgarden's port
  const blocked = [...pc.blocked, ...AREAS.filter((a) => a.type === 'port' && pc.blocked.includes(a.portOf!) && !pc.blocked.includes(a.id)).map((a) => a.id)];
  for (const id of blocked) get(id).blocked = true;
  for (const [id, s] of Object.entries(pc.neutralForces)) get(id).neutralForce = s;
  ex.add(R.neutralForces, `${Object.keys(pc.neutralForces).length} Neutral Force tokens${blocked.length ? ` and ${blocked.length} impassable areas` : ''}`);

  const victory = Object.fromEntries(houses.map((h) => [h, [...byArea.values()].filter((a) => a.owner === h && area(a.id)!.castle !== 'none').length]));
  ex.add(R.power, 'Each house takes 5 Power tokens; Wildling threat on 2; round 1');
  const result: SetupResult = {
    playerCount: n,
    houses,
    round: 1,
    wildlingThreat: 2,
    tracks,
    dominance: { ironThrone: tracks.ironThrone[0], valyrianBlade: tracks.fiefdoms[0], messengerRaven: tracks.kingsCourt[0] },
    supply: Object.fromEntries(houses.map((h) => [h, STARTING_SUPPLY[h]])),
    victory,
    availablePower: Object.fromEntries(houses.map((h) => [h, 5])),
    areas: [...byArea.values()].sort((a, b) => a.id.localeCompare(b.id)),
  };
  if (ctx.dice.mode === 'seeded') {
    const rng = new SeededRng(ctx.dice.seed);
    result.decks = {
      westeros: [shuffle(rng, WESTEROS_DECKS[0]), shuffle(rng, WESTEROS_DECKS[1]), shuffle(rng, WESTEROS_DECKS[2])],
      wildling: shuffle(rng, WILDLING_CARDS),
    };
    ex.add(R.decks, `Decks shuffled from seed "${ctx.dice.seed}"`);
  }
  return { result, explanation: ex.steps };
}

export const setupCapability: Capability<SetupRequest, SetupResult> = { options: SETUP_OPTIONS, usesDice: true, run: setup };
