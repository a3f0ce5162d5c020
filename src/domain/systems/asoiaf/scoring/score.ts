/**
 * The `scoring` capability (digest §8): a game's rounds as played — units destroyed, objective holders,
 * quadrants, Mission VP, eliminations — scored round by round under the mode of the chosen version: combat
 * victory, objective control (§8.2), the mode's own VP, the victory check at the end of every round, the
 * round-6 limit with its tie-breaks, elimination, and Storm of Swords' Defender.
 */
import { DomainError, IssueCollector, pointer } from '../../../core/errors.js';
import { Explainer } from '../../../core/explain.js';
import type { Capability, OptionSpec, RulesContext, RulesOutcome } from '../../../core/system.js';
import { vpTarget } from '../armies/validate.js';
import { is2018, SEED_2018, SEED_2021 } from '../rules.js';
import { controllerOf, type ObjectiveState } from './control.js';
import { modeOf, type GameMode } from './modes.js';
import { multiRule, objectiveRule, scoreRule } from './rules.js';
import { checkRounds } from './checks.js';

export interface DestroyedUnit {
  owner: number;
  name?: string;
  /** Its army points (2018: 0-point units give no VP). */
  points?: number;
  /** Who destroyed it: the enemy (default), its own controller's effect, or an effect nobody controls. */
  by?: 'enemy' | 'self' | 'none';
  /** It was destroyed by the enemy Commander's unit (A Clash of Kings). */
  byCommander?: boolean;
  /** It is its owner's Commander (A Clash of Kings, Battle of Kings). */
  commander?: boolean;
  /** It was one of its owner's marked units (Fire and Blood). */
  marked?: boolean;
  /** It was destroyed by a marked enemy unit (Fire and Blood). */
  byMarked?: boolean;
  /** VP tokens on it (Fire and Blood; 2018 A Feast for Crows). */
  vpTokens?: number;
  /** A castle wall segment, not a Combat Unit (A Storm of Swords). */
  castleWall?: boolean;
  /** The player (index) who destroyed it: required in a free-for-all; elsewhere the opposing side by default. */
  destroyer?: number;
}
export interface QuadrantState { units: Array<{ player: number; points: number; commander?: boolean; ncu?: boolean; name?: string }> }
export interface RoundInput {
  destroyed?: DestroyedUnit[];
  objectives?: ObjectiveState[];
  quadrants?: QuadrantState[];
  /** VP each player scored from Missions this round (their texts are not in the seeds). */
  missionVp?: number[];
  /** Players left with no Combat Unit on the table at the end of the round. */
  eliminated?: Array<{ player: number; unitsInReserve?: boolean }>;
}
/** standard: two players; freeForAll: 3-4 players, each for itself; teams: players on two teams scoring together (§9.6). */
export type ScoringFormat = 'standard' | 'freeForAll' | 'teams';
export interface ScoringRequest {
  gameMode: string;
  gameSize: number;
  format?: ScoringFormat;
  /** `team` (0 or 1): format teams only. */
  players: Array<{ name: string; armyPointsOnTable?: number; team?: number }>;
  /** A Storm of Swords: the index of the Attacker (format teams: of the attacking team). */
  attacker?: number;
  rounds: RoundInput[];
}
/** `player`: the side scoring — a player, or with format teams a team. */
export interface VpLine { round: number; player: number; source: string; vp: number; detail: string }

/** The sides that score (players, or the two teams) and the side of each player (§9.6). */
export interface Sides { names: string[]; sideOf: (player: number) => number; armyPoints: Array<number | undefined>; members: number[][] }

export function sidesOf(req: ScoringRequest): Sides {
  if (req.format !== 'teams') return { names: req.players.map((p) => p.name), sideOf: (p) => p, armyPoints: req.players.map((p) => p.armyPointsOnTable), members: req.players.map((_, i) => [i]) };
  const members = [0, 1].map((t) => req.players.flatMap((p, i) => (p.team === t ? [i] : [])));
  return {
    names: members.map((m) => m.map((i) => req.players[i].name).join(' & ')),
    sideOf: (p) => req.players[p].team!,
    armyPoints: members.map((m) => (m.every((i) => req.players[i].armyPointsOnTable !== undefined) ? m.reduce((a, i) => a + req.players[i].armyPointsOnTable!, 0) : undefined)),
    members,
  };
}

export const SCORING_OPTIONS: OptionSpec[] = [
  { name: 'reservesPreventElimination', type: 'boolean', default: true, description: 'A player with no Combat Unit on the table but units in Reserve is not eliminated (default; the literal text would eliminate, digest §12.2 item 16)', cite: `${SEED_2021} L2096-2099, L2407-2416` },
  { name: 'feastTokensTo', type: 'enum', default: 'destroyer', values: ['destroyer', 'opponent'], description: '2018 A Feast for Crows: the VP tokens on a destroyed unit go to the player who destroyed it (default; none if its own side or nobody did) or always to its opponent (digest §12.2 item 17)', cite: `${SEED_2018} L1330-1343` },
];

const STANDARD = new Set(['objectives', 'commanderKills', 'missionsAndObjectives']);

function scoreRound(mode: GameMode, r: RoundInput, round: number, req: ScoringRequest, sides: Sides, ctx: RulesContext, state: { commanderFell: boolean[] }, ex: Explainer): VpLine[] {
  const v = ctx.rulesVersion;
  const lines: VpLine[] = [];
  const add = (player: number | null, source: string, vp: number, detail: string) => { if (vp && player !== null) lines.push({ round, player, source, vp, detail }); };
  const n = sides.names.length;
  const defender = mode.scoring === 'siege' ? 1 - (req.attacker ?? 0) : -1;
  const name = (d: DestroyedUnit) => d.name ?? (d.castleWall ? 'a castle wall' : `a unit of ${req.players[d.owner].name}`);
  for (const d of r.destroyed ?? []) {
    const own = sides.sideOf(d.owner);
    // who scores: the side of its destroyer, else the opposing side (a free-for-all has none: checks require `destroyer`)
    const to = d.destroyer != null ? sides.sideOf(d.destroyer) : n === 2 ? 1 - own : null;
    if (d.castleWall) { add(to, 'castleWall', 5, `${name(d)} destroyed: 5 VP (${mode.cite})`); continue; }
    const byEnemy = (d.by ?? 'enemy') === 'enemy';
    if (to === null) ex.add(scoreRule(v, 'combat'), `${name(d)} destroyed by ${d.by === 'self' ? "its own side's effect" : 'an effect nobody controls'}: in a free-for-all no single opponent scores it`);
    else if (to === defender) ex.add(scoreRule(v, 'combat'), `${name(d)} destroyed: the Defender scores no VP`);
    else if (mode.id === 'windsOfWinter' && is2018(v)) ex.add(scoreRule(v, 'combat'), `${name(d)} destroyed: The Winds of Winter (2018) ignores combat-victory VP (${SEED_2018} L1345-1362)`);
    else if (is2018(v) && d.points === 0) ex.add(scoreRule(v, 'combat'), `${name(d)} cost 0 points: no VP (D19)`);
    else add(to, 'combatVictory', 1, `${name(d)} destroyed${byEnemy ? '' : ` by ${d.by === 'self' ? "its own side's effect" : "an effect nobody controls"}: its opponent`} scores 1 VP`);
    if (mode.scoring === 'commanderKills') {
      if (d.byCommander && byEnemy) add(to, 'commanderKill', 1, `${name(d)} destroyed by the Commander's unit (${SEED_2021} L2342-2344)`);
      if (d.commander && !state.commanderFell[d.owner] && to !== null) { state.commanderFell[d.owner] = true; add(to, 'enemyCommanderFirstDestroyed', 2, `the enemy Commander destroyed for the first time (${SEED_2021} L2346-2347)`); }
    }
    if (mode.scoring === 'kingsObjectives' && d.commander) add(to, 'enemyCommanderDestroyed', 2, `the enemy Commander (or its representative) destroyed (${SEED_2018} L1299)`);
    if (mode.scoring === 'marked') {
      if (d.byMarked && byEnemy) add(to, 'markedUnitKill', 1, `${name(d)} destroyed by a marked unit (${SEED_2021} L2733-2735)`);
      if (d.marked) add(to, 'markedUnitDestroyed', 2, `${name(d)} was a marked unit`);
      if (d.vpTokens) add(to, 'vpTokens', d.vpTokens, `${d.vpTokens} VP token${d.vpTokens === 1 ? '' : 's'} on ${name(d)}`);
    }
    if (mode.scoring === 'corpseTokens' && d.vpTokens && (byEnemy || ctx.options.feastTokensTo === 'opponent')) add(to, 'vpTokens', d.vpTokens, `${d.vpTokens} VP token${d.vpTokens === 1 ? '' : 's'} on ${name(d)} go to ${byEnemy ? 'its destroyer' : 'its opponent'} (${SEED_2018} L1330-1343)`);
  }
  (r.objectives ?? []).forEach((o, i) => {
    const raw = controllerOf(o, mode.control);
    const c = { ...raw, player: raw.player === null ? null : sides.sideOf(raw.player) };
    const label = o.id ?? `objective ${i}`;
    if (c.player === null || round < 2 || (!STANDARD.has(mode.scoring) && mode.scoring !== 'kingsObjectives')) {
      const why = c.player === null ? c.reason : round < 2 ? 'objectives score from round 2' : 'this mode scores objectives only through Missions';
      ex.add(objectiveRule(v, mode), `${label}: ${c.player === null ? '' : `held by ${sides.names[c.player]}; `}${why}`);
      return;
    }
    ex.add(objectiveRule(v, mode), `${label}: ${c.reason}`);
    if (mode.scoring === 'kingsObjectives') { add(c.player, 'objective', o.position === 'centre' ? 2 : 1, `${label} (${o.position}): ${c.reason}`); return; }
    add(c.player, 'objective', 1, `${label}: ${c.reason}`);
    if (c.commander && !is2018(v)) add(c.player, 'objectiveCommander', 1, `${label} is controlled by the Commander's unit`);
  });
  if (r.quadrants && round >= 2) {
    r.quadrants.forEach((q, i) => {
      const pts = sides.names.map((_, side) => q.units.filter((u) => sides.sideOf(u.player) === side).reduce((a, u) => a + u.points + (u.commander ? 3 : 0), 0));
      const top = Math.max(...pts);
      const p = pts.filter((x) => x === top).length === 1 ? pts.indexOf(top) : -1;
      const next = Math.max(...pts.filter((_, j) => j !== p));
      if (p >= 0 && pts[p] >= 5) add(p, 'quadrant', 1, `quadrant ${i + 1}: ${pts[p]} army points against ${next} (at least 5 and more, the Commander +3; ${SEED_2021} L2760-2775)`);
    });
  }
  (r.missionVp ?? []).forEach((vp, p) => add(sides.sideOf(p), 'missions', vp, `Missions scored this round${req.format === 'teams' ? ` by ${req.players[p].name}` : ''}`));
  return lines;
}

function run(req: ScoringRequest, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  const v = ctx.rulesVersion;
  const mode = modeOf(req.gameMode, v);
  checkRounds(mode, req);
  const ex = new Explainer();
  const target = vpTarget(req.gameSize);
  if (target === null) throw new DomainError('invalid_input', 'The VP target needs a game of at least 30 points', [{ path: '/gameSize', code: 'range', message: 'the VP target is defined from 30 points (8 VP), +2 per further 10' }]);
  ex.add(scoreRule(v, 'target'), `${mode.name} (${v}), ${req.gameSize} points: the VP target is ${target}${req.gameSize % 10 ? ' (not a multiple of 10: 8 + 2 per full 10 over 30)' : ''}`);
  const sides = sidesOf(req);
  const names = sides.names;
  const n = names.length;
  const ffa = req.format === 'freeForAll';
  if (req.format && req.format !== 'standard') ex.add(multiRule(v, req.format), ffa ? `free-for-all, ${n} players: VP per player; a player whose Combat Units are all destroyed is out; play until one meets the mode's victory condition` : `teams ${names.map((x) => `(${x})`).join(' against ')}: VP per team; victory conditions as usual`);
  const vp: number[] = Array(n).fill(0);
  const breakdown: VpLine[] = [];
  const rounds: Array<{ round: number; vp: number[] }> = [];
  const state = { commanderFell: req.players.map(() => false) };
  const defender = mode.scoring === 'siege' ? 1 - (req.attacker ?? 0) : -1;
  const outPlayers = new Set<number>();
  let outSides: number[] = [];
  let winner: number | null = null;
  let decidedBy = 'inProgress';
  let ended = false;
  const vpText = () => names.map((x, i) => `${x} ${vp[i]} VP`).join(', ');
  req.rounds.forEach((r, k) => {
    if (ended) throw new DomainError('impossible_state', `The game ended at round ${k}`, [{ path: pointer('rounds', k), code: 'game_over', message: `${decidedBy === 'draw' ? 'a draw' : `${names[winner!]} won`} at the end of round ${k}; no round ${k + 1} is played` }]);
    const round = k + 1;
    const lines = scoreRound(mode, r, round, req, sides, ctx, state, ex);
    for (const l of lines) vp[l.player] += l.vp;
    breakdown.push(...lines);
    rounds.push({ round, vp: [...vp] });
    ex.add(scoreRule(v, 'victory'), `end of round ${round}: ${vpText()}`);
    for (const e of r.eliminated ?? []) if (!(e.unitsInReserve && ctx.options.reservesPreventElimination)) outPlayers.add(e.player);
    const newlyOut = sides.members.map((m, side) => (m.every((p) => outPlayers.has(p)) && !outSides.includes(side) ? side : -1)).filter((x) => x >= 0);
    outSides = [...outSides, ...newlyOut];
    const remaining = names.map((_, i) => i).filter((i) => !outSides.includes(i));
    if (newlyOut.length && (n === 2 || remaining.length <= 1)) {
      ended = true;
      winner = remaining.length === 1 ? remaining[0] : null;
      decidedBy = winner === null ? 'draw' : 'elimination';
      if (n === 2) ex.add(scoreRule(v, 'elimination'), newlyOut.length === 2 ? 'both players have no Combat Unit left: a draw' : `${names[newlyOut[0]]} has no Combat Unit on the table: ${names[1 - newlyOut[0]]} wins whatever the VP`);
      else ex.add(scoreRule(v, 'elimination'), winner === null ? 'the last players standing are all out this round: a draw' : `${newlyOut.map((x) => names[x]).join(', ')} out: ${names[winner]} is the last player standing and wins whatever the VP`);
      return;
    }
    if (newlyOut.length) ex.add(multiRule(v, 'freeForAll'), `${newlyOut.map((x) => names[x]).join(', ')}: every Combat Unit destroyed, out of the game (VP no longer count for victory)`);
    // the victory condition among the sides still in the game: at least the target and strictly more than every other
    const inGame = remaining.filter((i) => i !== defender);
    const top = Math.max(...inGame.map((i) => vp[i]));
    const leaders = inGame.filter((i) => vp[i] === top);
    const others = remaining.filter((i) => i !== leaders[0]).map((i) => vp[i]);
    if (top >= target && leaders.length === 1 && others.every((x) => x < top)) {
      ended = true;
      winner = leaders[0];
      decidedBy = 'vpTarget';
      ex.add(scoreRule(v, 'victory'), `${names[winner]} has ${top} VP, at least ${target} and more than ${n === 2 ? 'the opponent' : 'every other player in the game'}: wins`);
    } else if (top >= target && leaders.length > 1) ex.add(scoreRule(v, 'victory'), `${n === 2 ? 'both players have' : `${leaders.map((i) => names[i]).join(', ')} have`} ${top} VP: nobody wins yet, play goes on`);
  });
  if (!ended && req.rounds.length === 6) {
    ended = true;
    const remaining = names.map((_, i) => i).filter((i) => !outSides.includes(i));
    const top = Math.max(...remaining.map((i) => vp[i]));
    const tied = remaining.filter((i) => vp[i] === top);
    if (defender >= 0) {
      winner = defender;
      decidedBy = 'defenderHeld';
      ex.add(scoreRule(v, 'roundLimit'), `${names[defender]}, the Defender, wins at the end of round 6 (${mode.cite})`);
    } else if (tied.length === 1) {
      winner = tied[0];
      decidedBy = 'roundLimit';
      ex.add(scoreRule(v, 'roundLimit'), `round 6 complete: ${names[winner]} has the most VP (${n === 2 ? `${vp[winner]} to ${vp[1 - winner]}` : vpText()})`);
    } else {
      const bad = new IssueCollector();
      const pointsPath = (side: number) => sides.members[side].filter((p) => req.players[p].armyPointsOnTable === undefined).map((p) => pointer('players', p, 'armyPointsOnTable'));
      tied.flatMap(pointsPath).forEach((path) => bad.add(path, 'required', 'VP are tied after round 6: the army points left on the battlefield break the tie'));
      bad.throwIfAny('impossible_state', 'A tie after round 6 needs each player\'s army points on the battlefield');
      const pts = tied.map((i) => sides.armyPoints[i]!);
      const best = Math.max(...pts);
      winner = pts.filter((x) => x === best).length === 1 ? tied[pts.indexOf(best)] : null;
      decidedBy = winner === null ? 'draw' : 'armyPointsOnTable';
      ex.add(scoreRule(v, 'roundLimit'), `round 6 complete, ${tied.map((i) => vp[i]).join('–')} VP: army points on the battlefield ${pts.join('–')} → ${winner === null ? 'a draw' : `${names[winner]} wins`} (surviving Combat Units and their attachments at full cost, §12.2 item 3)`);
    }
  }
  return {
    result: {
      gameMode: mode.id, vpTarget: target, vp, rounds, breakdown, ended, decidedBy, winner: winner === null ? null : names[winner], winnerIndex: winner,
      ...(req.format && req.format !== 'standard' ? { format: req.format, sides: names, out: outSides } : {}),
    },
    explanation: ex.steps,
  };
}

export const scoringCapability: Capability<ScoringRequest, Record<string, unknown>> = { options: SCORING_OPTIONS, usesDice: false, run };
