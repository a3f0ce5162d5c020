/**
 * The `terrain` capability (digest §7.4, D21-D22, D25): the battlefield of a game mode — deployment zones,
 * objective tokens and terrain in each version's order — generated from seeded or given dice (2021: players'
 * choice or the random 1D3+2 pieces on the 2D6 table; 2018: players' choice only), or a given layout checked.
 * Pieces are placed where a d(width) and a d(depth) put their centre, rerolled until the placement is legal.
 */
import { DomainError, IssueCollector, pointer } from '../../../core/errors.js';
import { Explainer } from '../../../core/explain.js';
import { GivenSampler, SeededSampler, type Sampler } from '../../../core/prob/samplers.js';
import type { Capability, RulesContext, RulesOutcome } from '../../../core/system.js';
import { is2018, r18, r21 } from '../rules.js';
import { modeOf, type GameMode } from '../scoring/modes.js';
import { objectiveIssues, pieceIssues, type LayoutIssue } from './checks.js';
import { castleWalls, contains, fixedTokens, rectOf, zonesOf, type Board, type PlacedPiece, type Point, type Zone } from './layout.js';
import { CASTLE_WALL, piecesOf, randomPiece } from './pieces.js';

export interface TerrainPieceInput { piece: string; centre: Point; width?: number; depth?: number; extra?: boolean }
export interface TerrainRequest {
  mode: 'generate' | 'check';
  gameMode?: string;
  board?: Board;
  method?: 'choice' | 'random';
  /** Players' choice: the pieces to place, in order (default forest, wall, hedge, marsh). */
  available?: string[];
  /** Random method: the piece a 7 gives (the roller's choice; default forest). */
  rollersChoice?: string;
  pieces?: TerrainPieceInput[];
  objectives?: Point[];
  /** generate: also roll off for the deployment zone after setup, and say who is or chooses the first player (D20). */
  deployment?: boolean;
  /** The roll-off winner hands the choice of deployment zone to the opponent (000 L2211-2212; 002 L1245). */
  handsOver?: boolean;
}

const RULES = {
  setup21: r21('terrain.setup', 'L2112-2205', 'Setup: deployment zones, objective tokens, then terrain; 4 pieces or 1D3+2 random ones, outside the zones, 6" apart'),
  setup18: r18('terrain.setup', 'L1233-1239', 'Setup: deployment zones, terrain, then objective tokens; 4 pieces, 6" from the zones and each other'),
  deploy21: r21('terrain.deployment', 'L2209-2215, L2162-2164', 'Deployment roll-off: the winner picks a zone (or hands the choice over); the other player decides who is first'),
  deploy18: r18('terrain.deployment', 'L1245, L1254', 'Deployment roll-off: the winner picks a zone (or hands the choice over); the other player is first'),
};

/** The deployment roll-off after setup (D20): who picks the zone, and who is — 2018 — or decides — 2021 — the first player. */
function deployment(s: Sampler, v2018: boolean, handsOver: boolean, ex: Explainer) {
  let a: number;
  let b: number;
  let k = 0;
  do { [a] = (k ? s.reroll : s.roll).call(s, 'deployment roll-off: player A', 6, 1); [b] = (k++ ? s.reroll : s.roll).call(s, 'deployment roll-off: player B', 6, 1); } while (a === b);
  const winner = a > b ? 'A' : 'B';
  const loser = winner === 'A' ? 'B' : 'A';
  const picks = handsOver ? loser : winner;
  const other = handsOver ? winner : loser;
  ex.add(v2018 ? RULES.deploy18 : RULES.deploy21, `roll-off ${a}–${b}: player ${winner} ${handsOver ? `hands the choice of zone to ${loser}, who picks` : 'picks a deployment zone'}; ${v2018 ? `${other}, who did not pick, is the first player` : `${other}, who did not pick, decides who is the first player`}; ${picks} deploys first`);
  return { rollOff: [a, b], picksZone: picks, firstPlayer: v2018 ? { is: other } : { decidedBy: other } };
}
const ATTEMPTS = 20;

function resolvePieces(req: TerrainRequest, v2018: boolean, mode: GameMode, board: Board): PlacedPiece[] {
  const bad = new IssueCollector();
  const known = piecesOf(v2018);
  // A Feast for Crows: a corpse pile under a side token is one of the mode's own two (000_4d85fd9897d069bf.txt L2461-2469)
  const sides = mode.terrain.corpsePilesUnderTokens ? fixedTokens(mode, board) : [];
  const out = (req.pieces ?? []).map((p, i) => {
    const info = p.piece === CASTLE_WALL.id && mode.terrain.castleWalls ? CASTLE_WALL : known.find((k) => k.id === p.piece);
    if (!info) bad.add(pointer('pieces', i, 'piece'), 'unknown_piece', `${v2018 ? '2018' : '2021'} pieces: ${known.map((k) => k.id).join(', ')}${mode.terrain.castleWalls ? ', castleWall' : ''}`);
    const placed = { piece: p.piece, centre: p.centre, width: p.width ?? (info === CASTLE_WALL ? 8 : 6), depth: p.depth ?? (info === CASTLE_WALL ? 2 : 6), keywords: info?.keywords ?? [] };
    const own = p.piece === 'corpsePile' && sides.some((t) => contains(rectOf(placed), t));
    return { ...placed, ...(p.extra || own || info === CASTLE_WALL ? { extra: true } : {}) };
  });
  bad.throwIfAny('unknown_reference', 'Unknown terrain piece');
  return out;
}

function place(s: Sampler, label: string, piece: PlacedPiece, ctx: { mode: GameMode; v2018: boolean; board: Board; zones: Zone[]; pieces: PlacedPiece[]; objectives: Point[]; fixed: Point[] }): PlacedPiece | null {
  for (let k = 0; k < ATTEMPTS; k++) {
    const roll = k === 0 ? s.roll.bind(s) : s.reroll.bind(s);
    const [x] = roll(`${label}: centre x (d${ctx.board.width})`, ctx.board.width, 1);
    const [y] = roll(`${label}: centre y (d${ctx.board.depth})`, ctx.board.depth, 1);
    const cand = { ...piece, centre: { x, y } };
    // 2018: the tokens come after terrain but never on Impassable (002_953a7ceb75253954.txt L1269), so the fixed spots stay clear
    const blocksToken = ctx.v2018 && cand.keywords.includes('impassable') && ctx.fixed.some((t) => contains(rectOf(cand), t));
    if (!blocksToken && pieceIssues(ctx.mode, ctx.v2018, ctx.board, ctx.zones, [...ctx.pieces, cand], ctx.pieces.length, ctx.objectives).length === 0) return cand;
  }
  return null;
}

function generate(req: TerrainRequest, mode: GameMode, v2018: boolean, board: Board, s: Sampler, ex: Explainer) {
  const rule = v2018 ? RULES.setup18 : RULES.setup21;
  const zones = zonesOf(mode, board);
  const info = (id: string) => piecesOf(v2018).find((p) => p.id === id)!;
  const piece = (id: string, extra = false): PlacedPiece => ({ piece: id, centre: { x: 0, y: 0 }, width: 6, depth: 6, keywords: info(id).keywords, ...(extra ? { extra: true } : {}) });
  const steps = v2018 ? ['deploymentZones', 'terrain', 'objectives'] : ['deploymentZones', 'objectives', 'terrain'];
  ex.add(rule, `${mode.name}: ${steps.join(' → ')}; deployment ${JSON.stringify(mode.deployment)} (inches)`);
  const fixed = fixedTokens(mode, board);
  let objectives: Point[] = v2018 ? [] : fixed;
  const pieces: PlacedPiece[] = [];
  const notes: string[] = [];
  if (mode.terrain.castleWalls && !mode.terrain.castleWallsByDiagram) pieces.push(...castleWalls(board));
  if (mode.terrain.castleWallsByDiagram) notes.push(`${mode.name}: ${mode.terrain.castleWalls} castle walls and the objective tokens go where the mode's diagram shows; the seeds do not give the positions`);
  if (mode.terrain.corpsePilesUnderTokens) pieces.push(...fixed.map((c) => ({ ...piece('corpsePile', true), centre: c, placedBy: 'setup' as const })));
  const method = req.method ?? 'choice';
  let todo: string[];
  let first: 'A' | 'B' | 'defender' = 'A';
  if (method === 'random') {
    const [d3] = s.roll('number of terrain pieces: 1D3 (+2)', 3, 1);
    todo = [];
    for (let i = 0; i < d3 + 2; i++) {
      let roll = s.roll(`terrain piece ${i + 1}: 2D6`, 6, 2);
      let got = randomPiece(roll[0] + roll[1]);
      while ((mode.terrain.corpsePilesUnderTokens && got === 'corpsePile') || (mode.terrain.noImpassable && got === 'palisade')) {
        roll = s.reroll(`terrain piece ${i + 1}: 2D6 reroll (${got} not used in ${mode.name})`, 6, 2);
        got = randomPiece(roll[0] + roll[1]);
      }
      todo.push(got === 'rollersChoice' ? req.rollersChoice ?? 'forest' : got);
    }
    ex.add(rule, `random terrain: 1D3 = ${d3}, +2 = ${d3 + 2} pieces: ${todo.join(', ')} (2D6 table, 7 the roller's choice)`);
  } else {
    todo = [...(mode.terrain.extraCorpsePiles ? ['corpsePile', 'corpsePile'] : []), ...(req.available ?? ['forest', 'wall', 'hedge', 'marsh'])];
    if (mode.terrain.placement === 'defenderOnly') first = 'defender';
    else {
      let a: number;
      let b: number;
      let k = 0;
      do { [a] = (k ? s.reroll : s.roll).call(s, 'roll-off: player A', 6, 1); [b] = (k++ ? s.reroll : s.roll).call(s, 'roll-off: player B', 6, 1); } while (a === b);
      first = a > b ? 'A' : 'B';
      ex.add(rule, `roll-off ${a}–${b}: player ${first} places first, then the players alternate`);
    }
  }
  const discarded: Array<{ piece: string; reason: string }> = [];
  todo.forEach((id, i) => {
    const who = first === 'defender' ? 'defender' : (i % 2 === 0) === (first === 'A') ? 'A' : 'B';
    const got = place(s, `piece ${i + 1} (${id})`, { ...piece(id), placedBy: who }, { mode, v2018, board, zones, pieces, objectives, fixed });
    if (got) pieces.push(got);
    else discarded.push({ piece: id, reason: `no legal spot in ${ATTEMPTS} rolls` });
  });
  if (v2018) {
    objectives = [...fixed];
    if (mode.tokens === 'alternate') {
      for (let k = 1; k < 5; k++) {
        for (let t = 0; t < ATTEMPTS; t++) {
          const roll = t === 0 ? s.roll.bind(s) : s.reroll.bind(s);
          const [x] = roll(`objective ${k}: x (d${board.width})`, board.width, 1);
          const [y] = roll(`objective ${k}: y (d${board.depth})`, board.depth, 1);
          if (objectiveIssues(mode, true, zones, pieces, [...objectives, { x, y }], 1).length === 0) { objectives.push({ x, y }); break; }
        }
      }
    }
  }
  ex.add(rule, `${pieces.length} pieces placed${discarded.length ? `, ${discarded.length} without a legal spot` : ''}; ${objectives.length} objective tokens`);
  return { zones, pieces, objectives, discarded, notes, steps, fixed: fixed.length };
}

function run(req: TerrainRequest, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  const v2018 = is2018(ctx.rulesVersion);
  const mode = modeOf(req.gameMode ?? 'gameOfThrones', ctx.rulesVersion);
  const board = req.board ?? { width: 48, depth: 48 };
  const rule = v2018 ? RULES.setup18 : RULES.setup21;
  const wrong = new IssueCollector();
  if (req.method === 'random' && v2018) wrong.add('/method', 'not_in_version', 'the 2018 rules have no random terrain method (D22): players choose and place 4 pieces');
  if (req.method === 'random' && mode.terrain.placement === 'defenderOnly') wrong.add('/method', 'not_in_mode', `${mode.name}: the Defender places 4 pieces of its choice`);
  const known = piecesOf(v2018).map((p) => p.id);
  [...(req.available ?? []).map((p, i) => [p, pointer('available', i)]), ...(req.rollersChoice ? [[req.rollersChoice, '/rollersChoice']] : [])].forEach(([p, at]) => {
    if (!known.includes(p)) throw new DomainError('unknown_reference', `Unknown terrain piece "${p}"`, [{ path: at, code: 'unknown_piece', message: `pieces: ${known.join(', ')}` }]);
    if (mode.terrain.corpsePilesUnderTokens && p === 'corpsePile') wrong.add(at, 'not_in_mode', `${mode.name}: corpse piles cannot be chosen`);
    if (mode.terrain.noImpassable && piecesOf(v2018).find((x) => x.id === p)!.keywords.includes('impassable')) wrong.add(at, 'not_in_mode', `${mode.name} uses no Impassable terrain`);
  });
  if (req.handsOver && !req.deployment) wrong.add('/handsOver', 'needs_deployment', 'the choice of zone is handed over in the deployment roll-off: send deployment: true');
  wrong.throwIfAny('impossible_state', `The request does not fit ${mode.name} (${mode.rulesVersion})`);
  const ex = new Explainer();
  const view = (z: Zone[]) => z.map((x) => ({ player: x.player, ...(x.role ? { role: x.role } : {}), ...x.rect }));
  if (req.mode === 'check') {
    const pieces = resolvePieces(req, v2018, mode, board);
    const zones = zonesOf(mode, board);
    const objectives = req.objectives ?? fixedTokens(mode, board);
    const issues: LayoutIssue[] = [...pieces.flatMap((_, i) => pieceIssues(mode, v2018, board, zones, pieces, i, objectives)), ...objectiveIssues(mode, v2018, zones, pieces, objectives, req.objectives ? 1 : objectives.length)];
    ex.add(rule, `${pieces.length} pieces and ${objectives.length} objective tokens checked for ${mode.name} on ${board.width}"×${board.depth}": ${issues.length ? issues.map((i) => i.code).join(', ') : 'every placement rule kept'}`);
    return { result: { valid: issues.length === 0, gameMode: mode.id, board, deploymentZones: view(zones), objectives, pieces, issues }, explanation: ex.steps };
  }
  const d = ctx.dice;
  if (d.mode === 'exact' && req.method === 'random') return exactRandom(mode, board, ex);
  if (d.mode === 'exact') throw new DomainError('invalid_input', 'Generating a battlefield by the players\' choice rolls dice', [{ path: '/dice', code: 'needs_dice', message: 'use dice {"mode":"seeded","seed":"…"} or {"mode":"given","rolls":[…]}; exact odds exist for method "random"' }]);
  const s = d.mode === 'seeded' ? new SeededSampler(d.seed) : new GivenSampler(d.rolls);
  const g = generate(req, mode, v2018, board, s, ex);
  const deploy = req.deployment ? deployment(s, v2018, !!req.handsOver, ex) : undefined;
  const issues = [...g.pieces.flatMap((_, i) => pieceIssues(mode, v2018, board, g.zones, g.pieces, i, g.objectives)), ...objectiveIssues(mode, v2018, g.zones, g.pieces, g.objectives, 1)];
  return {
    result: { valid: issues.length === 0, gameMode: mode.id, method: req.method ?? 'choice', board, steps: g.steps, deploymentZones: view(g.zones), objectives: g.objectives, pieces: g.pieces, discarded: g.discarded, notes: g.notes, issues, ...(deploy ? { deployment: deploy } : {}) },
    rolls: s.rolls,
    ...(s instanceof GivenSampler ? { unusedRolls: s.unused } : {}),
    explanation: ex.steps,
  };
}

/** Exact odds of the random method (L2162-2202): 1D3+2 pieces, and each piece's 2D6 category, results the mode rerolls excluded. */
function exactRandom(mode: GameMode, board: Board, ex: Explainer): RulesOutcome<Record<string, unknown>> {
  const category = new Map<string, number>();
  let allowed = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) {
    const got = randomPiece(a + b);
    if ((mode.terrain.corpsePilesUnderTokens && got === 'corpsePile') || (mode.terrain.noImpassable && got === 'palisade')) continue;
    allowed++;
    category.set(got, (category.get(got) ?? 0) + 1);
  }
  ex.add(RULES.setup21, `random method: 3, 4 or 5 pieces (1D3+2), each category by 2D6${allowed < 36 ? `, the ${36 - allowed} results ${mode.name} rerolls excluded` : ''}`);
  return {
    result: { valid: true, gameMode: mode.id, method: 'random', board, deploymentZones: zonesOf(mode, board).map((z) => ({ player: z.player, ...(z.role ? { role: z.role } : {}), ...z.rect })), objectives: fixedTokens(mode, board), pieces: [], issues: [] },
    distribution: { pieces: [3, 4, 5].map((value) => ({ value, p: 1 / 3 })), category: [...category].map(([value, n]) => ({ value, p: n / allowed })), mean: 4, means: { pieces: 4 } },
    explanation: ex.steps,
  };
}

export const terrainCapability: Capability<TerrainRequest, Record<string, unknown>> = { options: [], usesDice: true, run };
