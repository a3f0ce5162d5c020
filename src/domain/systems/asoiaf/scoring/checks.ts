/**
 * Checks a scoring request against its mode before anything is scored: indices in range (400), and states the
 * mode cannot hold — objectives in a mode without tokens, more tokens than it places, one unit carrying two
 * tokens, quadrants outside Here We Stand, Mission VP outside the Mission modes or before round 2, castle walls
 * outside A Storm of Swords, Battle of Kings tokens without their position — each a 422 with its pointer.
 */
import { IssueCollector, pointer } from '../../../core/errors.js';
import type { GameMode } from './modes.js';
import type { ScoringRequest } from './score.js';
import { SEED_2018, SEED_2021 } from '../rules.js';

/** The players and the format (§9.6): two players; a free-for-all of 3-4, never A Storm of Swords; two teams. */
function checkFormat(mode: GameMode, req: ScoringRequest, bad: IssueCollector, state: IssueCollector): void {
  const n = req.players.length;
  const format = req.format ?? 'standard';
  const seed = mode.rulesVersion === 'asoiaf-2018' ? `${SEED_2018} L1118` : `${SEED_2021} L1890-1891`;
  if (format === 'standard' && n !== 2) bad.add('/players', 'count', 'two players; for 3-4 players give format freeForAll or teams');
  if (format === 'freeForAll') {
    if (n < 3) bad.add('/players', 'count', 'a free-for-all has 3 or 4 players (each takes a table corner)');
    if (mode.scoring === 'siege') state.add('/gameMode', 'mode_not_for_free_for_all', `every game mode but A Storm of Swords may be played free-for-all (${seed})`);
  }
  req.players.forEach((p, i) => {
    if (format === 'teams' && p.team == null) bad.add(pointer('players', i, 'team'), 'required', 'the team of each player: 0 or 1');
    if (format !== 'teams' && p.team != null) bad.add(pointer('players', i, 'team'), 'not_allowed', 'teams only with format teams');
  });
  if (format === 'teams' && req.players.every((p) => p.team != null) && [0, 1].some((t) => !req.players.some((p) => p.team === t))) state.add('/players', 'one_team', 'two teams, each with at least one player');
}

export function checkRounds(mode: GameMode, req: ScoringRequest): void {
  const bad = new IssueCollector();
  const state = new IssueCollector();
  checkFormat(mode, req, bad, state);
  const n = req.players.length;
  const teams = req.format === 'teams';
  const sideOf = (p: number) => (teams ? req.players[p]?.team : p);
  const player = (p: number, path: string) => { if (!(Number.isInteger(p) && p >= 0 && p < n)) bad.add(path, 'range', `a player index: 0 to ${n - 1} (the order of \`players\`)`); };
  if (mode.scoring === 'siege' && req.attacker === undefined) state.add('/attacker', 'required', `${mode.name}: say which ${teams ? 'team' : 'player'} (0 or 1) is the Attacker`);
  if (req.attacker !== undefined && !(req.attacker === 0 || req.attacker === 1)) bad.add('/attacker', 'range', `the Attacker: ${teams ? 'team' : 'player'} 0 or 1`);
  const missions = mode.scoring === 'missions' || mode.scoring === 'missionsAndObjectives';
  let walls = 0;
  const marked = req.players.map(() => 0);
  req.rounds.forEach((r, k) => {
    const at = (...s: Array<string | number>) => pointer('rounds', k, ...s);
    (r.destroyed ?? []).forEach((d, i) => {
      player(d.owner, at('destroyed', i, 'owner'));
      if (d.destroyer != null) {
        player(d.destroyer, at('destroyed', i, 'destroyer'));
        if (d.destroyer >= 0 && d.destroyer < n && sideOf(d.destroyer) === sideOf(d.owner)) state.add(at('destroyed', i, 'destroyer'), 'friendly', 'combat victory counts enemy units destroyed: the destroyer is on the owner\'s side');
      } else if (req.format === 'freeForAll' && (d.by ?? 'enemy') === 'enemy') bad.add(at('destroyed', i, 'destroyer'), 'required', 'a free-for-all has several enemies: say which player destroyed it (it scores the VP)');
      if (d.castleWall && mode.scoring !== 'siege') state.add(at('destroyed', i, 'castleWall'), 'not_in_mode', `${mode.name} has no castle walls to destroy (they give VP only in A Storm of Swords)`);
      if (d.castleWall && mode.scoring === 'siege' && sideOf(d.owner) === req.attacker) state.add(at('destroyed', i, 'owner'), 'not_in_mode', 'the castle walls belong to the Defender');
      // three segments, never removed, so each falls once (000_4d85fd9897d069bf.txt L2371-2375, L2431-2432)
      // Fire and Blood: two marked units per side, no redeployment (000_4d85fd9897d069bf.txt L2708-2718)
      if (d.marked && mode.scoring === 'marked' && d.owner >= 0 && d.owner < n && ++marked[d.owner] > 2) state.add(at('destroyed', i, 'marked'), 'too_many', `player ${d.owner} has two marked units, each destroyed once`);
      if (d.castleWall && mode.scoring === 'siege' && ++walls > 3) state.add(at('destroyed', i, 'castleWall'), 'too_many', `${mode.name} has 3 castle wall segments; each is destroyed once`);
    });
    (r.eliminated ?? []).forEach((e, i, all) => {
      player(e.player, at('eliminated', i, 'player'));
      if (all.findIndex((x) => x.player === e.player) < i) bad.add(at('eliminated', i, 'player'), 'duplicate', `player ${e.player} is already listed as eliminated this round`);
    });
    const objectives = r.objectives ?? [];
    if (objectives.length && mode.control === 'none') state.add(at('objectives'), 'not_in_mode', `${mode.name} has no objective tokens`);
    else if (objectives.length > mode.maxTokens) state.add(at('objectives'), 'too_many', `${mode.name} has at most ${mode.maxTokens} objective tokens`);
    const carriers = new Map<string, number>();
    // Battle of Kings: 1 token in the centre, 1 left and 1 right of it (002_953a7ceb75253954.txt L1288)
    const placed = { centre: 0, side: 0 };
    const room = { centre: 1, side: 2 };
    objectives.forEach((o, i) => {
      if (o.holder) player(o.holder.player, at('objectives', i, 'holder', 'player'));
      if (mode.control === 'fullyCovered' && o.holder && (o.engaged ?? []).length) {
        // Variant A compares ranks, a solo unit's wounds left counting as ranks (000_4d85fd9897d069bf.txt L2261-2269)
        [o.holder, ...o.engaged!].forEach((u, j) => {
          const where = j === 0 ? at('objectives', i, 'holder') : at('objectives', i, 'engaged', j - 1);
          if (u.solo && u.woundsLeft === undefined) bad.add(`${where}/woundsLeft`, 'required', 'a solo unit counts its wounds left as ranks when an engaged enemy contests the token');
          else if (!u.solo && u.ranks === undefined) bad.add(`${where}/ranks`, 'required', 'its ranks left decide whether an engaged enemy out-ranks the holder (or solo and woundsLeft)');
        });
      }
      if (mode.scoring === 'kingsObjectives' && !o.position) state.add(at('objectives', i, 'position'), 'required', 'Battle of Kings: the centre token (2 VP) or a side token (1 VP)');
      if (mode.scoring === 'kingsObjectives' && o.position && ++placed[o.position] > room[o.position]) state.add(at('objectives', i, 'position'), 'too_many', `Battle of Kings has ${room[o.position] === 1 ? 'one centre token' : 'two side tokens'}`);
      if (mode.control === 'carried' && o.holder?.unit !== undefined) {
        const first = carriers.get(o.holder.unit);
        if (first !== undefined) state.add(at('objectives', i, 'holder', 'unit'), 'two_tokens', `${o.holder.unit} already carries objective ${first}: a unit controls one token at most`);
        else carriers.set(o.holder.unit, i);
      }
    });
    if (r.quadrants && mode.scoring !== 'quadrants') state.add(at('quadrants'), 'not_in_mode', `${mode.name} is not scored by quadrants (Here We Stand is)`);
    if (r.quadrants && r.quadrants.length !== 4) bad.add(at('quadrants'), 'count', 'the battlefield has four quadrants');
    const commanderIn = req.players.map(() => -1);
    (r.quadrants ?? []).forEach((q, i) => q.units.forEach((u, j) => {
      player(u.player, at('quadrants', i, 'units', j, 'player'));
      // one NCU per player in each quadrant (000_4d85fd9897d069bf.txt L2774-2780)
      if (u.ncu && q.units.findIndex((o) => o.ncu && o.player === u.player) < j) state.add(at('quadrants', i, 'units', j, 'ncu'), 'two_ncus', `player ${u.player} already has a Non-Combat Unit in quadrant ${i + 1}`);
      // a Commander adds 3 in the one quadrant where it is (000_4d85fd9897d069bf.txt L2783-2785)
      if (u.commander && u.player >= 0 && u.player < n) {
        if (commanderIn[u.player] >= 0) state.add(at('quadrants', i, 'units', j, 'commander'), 'two_commanders', `player ${u.player}'s Commander is already in quadrant ${commanderIn[u.player] + 1}`);
        else commanderIn[u.player] = i;
      }
    }));
    if (r.missionVp) {
      if (!missions) state.add(at('missionVp'), 'not_in_mode', `${mode.name} has no Missions`);
      else if (mode.scoring === 'missions' && k === 0 && r.missionVp.some((x) => x > 0)) state.add(at('missionVp'), 'too_early', 'Missions give no VP before round 2 in this mode');
      if (r.missionVp.length !== n) bad.add(at('missionVp'), 'count', 'one number per player');
    }
  });
  bad.throwIfAny('invalid_input', 'Invalid scoring request');
  state.throwIfAny('impossible_state', `The request does not fit ${mode.name} (${mode.rulesVersion})`);
}
