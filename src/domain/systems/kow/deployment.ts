/**
 * Before the first turn: the table for the game's points limit, the units deployed in their set-up
 * zones, and the roll-offs for deployment, the first turn and Vanguard moves (KoW preparation:
 * 003_80333abf01c9832d.txt L990-997, L1240-1247, L1259-1269).
 */
import { IssueCollector, pointer } from '../../core/errors.js';
import type { Explainer } from '../../core/explain.js';
import { evaluate } from '../../core/prob/evaluate.js';
import { faces, pure, type Proc } from '../../core/prob/proc.js';
import { distanceToBoundary, insideOrOn, type Polygon } from '../../core/table/shapes.js';
import type { Table } from '../../core/table/table.js';
import type { DiceRequest, RollRecord } from '../../core/system.js';
import { T } from './rules-turn.js';
import type { Placed } from './world.js';

const FT = 12;

// KoW table size by points: 6 × 4 ft; +3 ft of width per 1000 points over 2000; 4 × 4 ft at 1500 or less: 003_80333abf01c9832d.txt L1240-1247
export function tableForPoints(points: number, steps: 'perFull1000' | 'proportional', ex: Explainer): Table {
  if (points <= 1500) {
    ex.add(T.tableSize, `${points} points (1500 or less): a 4 × 4 ft table, 48 × 48"`);
    return { width: 4 * FT, depth: 4 * FT };
  }
  const over = Math.max(0, points - 2000) / 1000;
  const extra = 3 * FT * (steps === 'proportional' ? over : Math.floor(over));
  const width = 6 * FT + extra;
  ex.add(T.tableSize, `${points} points: a 6 × 4 ft table${extra > 0 ? ` plus ${extra}" of width for the points over 2000 (${steps === 'proportional' ? 'in proportion, option tableWidthSteps proportional' : 'per full 1000, option tableWidthSteps perFull1000'})` : ''}: ${width} × 48"`);
  return { width, depth: 4 * FT };
}

export const DEPLOYMENT_CODES = ['DEPLOYED_TOO_CLOSE', 'DEPLOYED_WRONG_HALF'] as const;

export interface DeploymentInput {
  /** The side (player) whose set-up area is along the y = 0 edge (A) and the one along the far edge (B). */
  A: string;
  B: string;
}

export interface DeploymentViolation {
  code: (typeof DEPLOYMENT_CODES)[number];
  unit: string;
  path: string;
  message: string;
  cite: string;
}

export interface DeploymentResult {
  valid: boolean;
  violations: DeploymentViolation[];
  /** Each unit's shortest distance to the centre line (or point), inches. */
  distances: Array<{ unit: string; side: string; zone: 'A' | 'B'; distance: number }>;
}

const r3 = (v: number) => Math.round(v * 1000) / 1000;

/** Shortest distance from the centre point to a footprint (0 when it covers the point). */
const pointDistance = (c: { x: number; y: number }, poly: Polygon) => (insideOrOn(c, poly) ? 0 : distanceToBoundary(c, poly));

/** Validate the deployment sides: 400s naming the fields. */
export function collectDeployment(d: unknown, units: readonly Placed[], issues: IssueCollector): DeploymentInput | null {
  if (d === undefined) return null;
  if (d === null || typeof d !== 'object') {
    issues.add('/deployment', 'invalid_value', 'deployment is {A, B}: the side deploying along the y = 0 edge and the one along the far edge');
    return null;
  }
  const { A, B } = d as Record<string, unknown>;
  for (const [k, v] of [['A', A], ['B', B]] as const) if (typeof v !== 'string' || v === '') issues.add(`/deployment/${k}`, 'required', `deployment.${k} names the side deploying in set-up area ${k}`);
  if (typeof A === 'string' && A === B) issues.add('/deployment/B', 'invalid_value', 'the two set-up areas belong to two different sides');
  for (const u of units) if (u.side !== A && u.side !== B) issues.add(pointer('units', u.index, 'side'), 'invalid_value', `side "${u.side}" deploys in neither set-up area (deployment names ${String(A)} and ${String(B)})`);
  return { A: A as string, B: B as string };
}

// KoW deployment: own long edge, more than 12" from the centre of the table: 003_80333abf01c9832d.txt L1259-1265 (digest §12 item 11: the centre line)
export function checkDeployment(table: Table, units: readonly Placed[], sides: DeploymentInput, from: string, ex: Explainer): DeploymentResult {
  const mid = table.depth / 2;
  const centre = { x: table.width / 2, y: mid };
  const violations: DeploymentViolation[] = [];
  const distances: DeploymentResult['distances'] = [];
  for (const u of units) {
    const zone = u.side === sides.A ? 'A' : 'B';
    const ys = u.poly.map((v) => v.y);
    const wrongHalf = zone === 'A' ? Math.max(...ys) > mid : Math.min(...ys) < mid;
    const lineDistance = zone === 'A' ? mid - Math.max(...ys) : Math.min(...ys) - mid;
    const distance = from === 'centrePoint' ? pointDistance(centre, u.poly) : Math.max(0, lineDistance);
    distances.push({ unit: u.id, side: u.side, zone, distance: r3(distance) });
    const path = pointer('units', u.index, 'centre');
    if (wrongHalf) violations.push({ code: 'DEPLOYED_WRONG_HALF', unit: u.id, path, message: `${u.id} reaches into the other player's half of the table (its set-up area is ${zone})`, cite: T.deploymentZone.cite });
    else if (distance <= 12 + 1e-9) violations.push({ code: 'DEPLOYED_TOO_CLOSE', unit: u.id, path, message: `${u.id} is ${r3(distance)}" from the centre ${from === 'centrePoint' ? 'point' : 'line'}; units deploy more than 12" from it`, cite: T.deploymentZone.cite });
  }
  ex.add(T.deploymentZone, `${units.length} unit(s) checked: each in its own set-up area, more than 12" from the centre ${from === 'centrePoint' ? 'point (deploymentFrom centrePoint)' : 'line (deploymentFrom centreLine)'}: ${violations.length === 0 ? 'all deployed legally' : `${violations.length} violation(s)`}`);
  return { valid: violations.length === 0, violations, distances };
}

export const ROLL_OFFS = ['deployment', 'firstTurn', 'vanguard'] as const;
export type RollOffKind = (typeof ROLL_OFFS)[number];

export interface RollOffsInput {
  /** The two players, in the order their dice are given. */
  players: string[];
  /** The roll-offs to make, in order. */
  for: RollOffKind[];
}

export interface RollOffResult {
  for: RollOffKind;
  /** Exact mode: each player's chance to win (ties are rolled again). */
  pWin?: Array<{ player: string; p: number }>;
  /** Seeded and given modes: who won, and each pair of dice (ties rolled again). */
  winner?: string;
  rolls?: number[][];
}

const RULE = { deployment: T.deploymentRollOff, firstTurn: T.firstTurnRollOff, vanguard: T.vanguardRollOff } as const;
const WINS = { deployment: 'chooses a long table edge and places the first unit', firstTurn: 'chooses who has the first turn', vanguard: 'chooses who moves a Vanguard unit first' } as const;

/** Both players roll a die; a tie is rolled again. */
function rollOff(purpose: string, pairs: number[][] = []): Proc<{ winner: 0 | 1; rolls: number[][] }> {
  return faces(2, 6, purpose).then(([a, b]) => {
    const rolls = [...pairs, [a!, b!]];
    return a === b ? rollOff(purpose, rolls) : pure({ winner: (a! > b! ? 0 : 1) as 0 | 1, rolls });
  });
}

export function collectRollOffs(r: unknown, issues: IssueCollector): RollOffsInput | null {
  if (r === undefined) return null;
  const x = (r ?? {}) as Record<string, unknown>;
  const players = x.players;
  if (!Array.isArray(players) || players.length !== 2 || players.some((p) => typeof p !== 'string' || p === '') || players[0] === players[1]) issues.add('/rollOffs/players', 'invalid_value', 'players names the two players, in the order their dice are given');
  if (!Array.isArray(x.for) || x.for.length === 0) issues.add('/rollOffs/for', 'invalid_value', `for lists the roll-offs to make: ${ROLL_OFFS.join(', ')}`);
  else x.for.forEach((k, i) => (ROLL_OFFS as readonly unknown[]).includes(k) || issues.add(`/rollOffs/for/${i}`, 'invalid_value', `one of ${ROLL_OFFS.join(', ')}`));
  return x as unknown as RollOffsInput;
}

// KoW roll-offs: deployment L1259-1263, first turn L1267-1269, Vanguard moves L994-997 (003_80333abf01c9832d.txt)
export function makeRollOffs(spec: RollOffsInput, dice: DiceRequest, ex: Explainer): { results: RollOffResult[]; rolls: RollRecord[]; unusedRolls?: number[] } {
  const [p0, p1] = spec.players as [string, string];
  for (const k of spec.for) ex.add(RULE[k], `${k} roll-off: both roll a die, a tie is rolled again; the higher ${WINS[k]}`);
  if (dice.mode === 'exact') return { results: spec.for.map((k) => ({ for: k, pWin: [{ player: p0, p: 0.5 }, { player: p1, p: 0.5 }] })), rolls: [] };
  const all: Proc<Array<{ winner: 0 | 1; rolls: number[][] }>> = spec.for.reduce<Proc<Array<{ winner: 0 | 1; rolls: number[][] }>>>(
    (acc, k) => acc.then((done) => rollOff(`${k} roll-off`).map((r) => [...done, r])),
    pure([]),
  );
  const ev = evaluate(all, dice);
  if (ev.kind === 'exact') throw new Error('unreachable: exact mode handled above');
  const results = ev.value.map((r, i) => ({ for: spec.for[i]!, winner: r.winner === 0 ? p0 : p1, rolls: r.rolls }));
  for (const r of results) ex.add(RULE[r.for], `${r.for}: ${r.rolls.map(([a, b]) => `${p0} ${a}, ${p1} ${b}`).join('; then ')}: ${r.winner} ${WINS[r.for]}`);
  return { results, rolls: ev.rolls, ...(ev.unusedRolls ? { unusedRolls: ev.unusedRolls } : {}) };
}
