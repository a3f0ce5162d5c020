/**
 * Game end and the winner (the `scoring` capability). AGoT victory: 001_4bc5a92fd4dd1b7e.txt
 * L15-20, L1605-1627.
 */
import { DomainError, IssueCollector, pointer } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { area } from './map.js';
import { HOUSES, type House } from './map-types.js';
import { R } from './rules.js';

export interface HouseStanding {
  house: House;
  /** Areas the house controls (units or a Power token); castles and strongholds are counted from the map. */
  controlledAreas: string[];
  /** Position on the Supply track, 0-6. */
  supply: number;
  /** Power tokens available in front of the screen. */
  availablePower: number;
  /** Position on the Iron Throne track, 1 = holder. */
  ironThrone: number;
}

export interface ScoreRequest {
  /** The round being scored (1-10); the game ends after round 10. */
  round: number;
  /** True once the Action phase of `round` is over. */
  roundComplete: boolean;
  houses: HouseStanding[];
}

const CRITERIA = ['castles', 'strongholds', 'supply', 'availablePower', 'ironThrone'] as const;
type Criterion = (typeof CRITERIA)[number];

export interface Ranked {
  house: House;
  castles: number;
  strongholds: number;
  supply: number;
  availablePower: number;
  ironThrone: number;
}

export interface ScoreResult {
  ended: boolean;
  reason: 'sevenCastles' | 'round10' | null;
  winner: House | null;
  ranking: Ranked[];
  /** The criterion that separated the winner from the runner-up (1-5), null when the game goes on. */
  decidedBy: { index: number; criterion: Criterion } | null;
  margin: number | null;
}

function check(req: ScoreRequest): void {
  const v = new IssueCollector();
  const seen = new Set<string>();
  const thrones = new Set<number>();
  req.houses.forEach((h, i) => {
    if (!HOUSES.includes(h.house)) v.add(pointer('houses', i, 'house'), 'enum', `unknown house; one of ${HOUSES.join(', ')}`);
    if (seen.has(h.house)) v.add(pointer('houses', i, 'house'), 'duplicate', `${h.house} is listed twice`);
    seen.add(h.house);
    if (thrones.has(h.ironThrone)) v.add(pointer('houses', i, 'ironThrone'), 'duplicate', `two houses at Iron Throne position ${h.ironThrone}`);
    thrones.add(h.ironThrone);
    h.controlledAreas.forEach((id, j) => {
      const a = area(id);
      if (!a) v.add(pointer('houses', i, 'controlledAreas', j), 'unknown_area', `no area "${id}" on the board`);
    });
  });
  const owners = new Map<string, number>();
  req.houses.forEach((h, i) =>
    h.controlledAreas.forEach((id, j) => {
      if (owners.has(id)) v.add(pointer('houses', i, 'controlledAreas', j), 'contested', `"${id}" is controlled by two houses`);
      owners.set(id, i);
    }),
  );
  if (v.issues.some((x) => x.code === 'unknown_area')) throw new DomainError('unknown_reference', 'Unknown area', v.issues);
  v.throwIfAny('impossible_state', 'The standings cannot exist on one board');
}

const rank = (h: HouseStanding): Ranked => {
  const areas = h.controlledAreas.map((id) => area(id)!);
  return {
    house: h.house,
    castles: areas.filter((a) => a.castle !== 'none').length,
    strongholds: areas.filter((a) => a.castle === 'stronghold').length,
    supply: h.supply,
    availablePower: h.availablePower,
    ironThrone: h.ironThrone,
  };
};

// Higher is better on every criterion but the Iron Throne position (1 is best).
const value = (r: Ranked, c: Criterion) => (c === 'ironThrone' ? -r.ironThrone : r[c]);

function score(req: ScoreRequest, _ctx: RulesContext): RulesOutcome<ScoreResult> {
  check(req);
  const ex = new Explainer();
  const ranking = req.houses.map(rank).sort((a, b) => {
    for (const c of CRITERIA) if (value(a, c) !== value(b, c)) return value(b, c) - value(a, c);
    return 0;
  });
  const seven = ranking.filter((r) => r.castles >= 7);
  if (seven.length > 0) {
    ex.add(R.sevenCastles, `${seven[0].house} controls ${seven[0].castles} Castle/Stronghold areas: the game ends at once`);
    return { result: { ended: true, reason: 'sevenCastles', winner: seven[0].house, ranking, decidedBy: { index: 1, criterion: 'castles' }, margin: seven[0].castles - (ranking.find((r) => r !== seven[0])?.castles ?? 0) }, explanation: ex.steps };
  }
  if (req.round < 10 || !req.roundComplete) {
    ex.add(R.roundTen, `No house holds 7 Castles/Strongholds; round ${req.round}${req.roundComplete ? ' is over' : ' goes on'}: the game continues`);
    return { result: { ended: false, reason: null, winner: null, ranking, decidedBy: null, margin: null }, explanation: ex.steps };
  }
  const [first, second] = ranking;
  const i = CRITERIA.findIndex((c) => value(first, c) !== value(second, c));
  const criterion = CRITERIA[i];
  const margin = Math.abs(value(first, criterion) - value(second, criterion));
  ex.add(R.roundTen, `After round 10 ${first.house} wins on ${criterion} (criterion ${i + 1} of 5: Castles/Strongholds, Strongholds, Supply, available Power, Iron Throne), by ${margin}`);
  return { result: { ended: true, reason: 'round10', winner: first.house, ranking, decidedBy: { index: i + 1, criterion }, margin }, explanation: ex.steps };
}

export const scoringCapability: Capability<ScoreRequest, ScoreResult> = { options: [], usesDice: false, run: score };
