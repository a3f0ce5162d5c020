/**
 * Checks a scoring request against its mode before anything is scored: indices in range (400), and states the
 * mode cannot hold — objectives in a mode without tokens, more tokens than it places, one unit carrying two
 * tokens, quadrants outside Here We Stand, Mission VP outside the Mission modes or before round 2, castle walls
 * outside A Storm of Swords, Battle of Kings tokens without their position — each a 422 with its pointer.
 */
import { IssueCollector, pointer } from '../../../core/errors.js';
import type { GameMode } from './modes.js';
import type { ScoringRequest } from './score.js';

export function checkRounds(mode: GameMode, req: ScoringRequest): void {
  const bad = new IssueCollector();
  const state = new IssueCollector();
  const player = (p: number, path: string) => { if (!(p === 0 || p === 1)) bad.add(path, 'range', 'a player index: 0 or 1 (the order of `players`)'); };
  if (mode.scoring === 'siege' && req.attacker === undefined) state.add('/attacker', 'required', `${mode.name}: say which player (0 or 1) is the Attacker`);
  if (req.attacker !== undefined) player(req.attacker, '/attacker');
  const missions = mode.scoring === 'missions' || mode.scoring === 'missionsAndObjectives';
  let walls = 0;
  const marked = [0, 0];
  req.rounds.forEach((r, k) => {
    const at = (...s: Array<string | number>) => pointer('rounds', k, ...s);
    (r.destroyed ?? []).forEach((d, i) => {
      player(d.owner, at('destroyed', i, 'owner'));
      if (d.castleWall && mode.scoring !== 'siege') state.add(at('destroyed', i, 'castleWall'), 'not_in_mode', `${mode.name} has no castle walls to destroy (they give VP only in A Storm of Swords)`);
      if (d.castleWall && mode.scoring === 'siege' && d.owner === req.attacker) state.add(at('destroyed', i, 'owner'), 'not_in_mode', 'the castle walls belong to the Defender');
      // three segments, never removed, so each falls once (000_4d85fd9897d069bf.txt L2371-2375, L2431-2432)
      // Fire and Blood: two marked units per side, no redeployment (000_4d85fd9897d069bf.txt L2708-2718)
      if (d.marked && mode.scoring === 'marked' && (d.owner === 0 || d.owner === 1) && ++marked[d.owner] > 2) state.add(at('destroyed', i, 'marked'), 'too_many', `player ${d.owner} has two marked units, each destroyed once`);
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
    const commanderIn = [-1, -1];
    (r.quadrants ?? []).forEach((q, i) => q.units.forEach((u, j) => {
      player(u.player, at('quadrants', i, 'units', j, 'player'));
      // one NCU per player in each quadrant (000_4d85fd9897d069bf.txt L2774-2780)
      if (u.ncu && q.units.findIndex((o) => o.ncu && o.player === u.player) < j) state.add(at('quadrants', i, 'units', j, 'ncu'), 'two_ncus', `player ${u.player} already has a Non-Combat Unit in quadrant ${i + 1}`);
      // a Commander adds 3 in the one quadrant where it is (000_4d85fd9897d069bf.txt L2783-2785)
      if (u.commander && (u.player === 0 || u.player === 1)) {
        if (commanderIn[u.player] >= 0) state.add(at('quadrants', i, 'units', j, 'commander'), 'two_commanders', `player ${u.player}'s Commander is already in quadrant ${commanderIn[u.player] + 1}`);
        else commanderIn[u.player] = i;
      }
    }));
    if (r.missionVp) {
      if (!missions) state.add(at('missionVp'), 'not_in_mode', `${mode.name} has no Missions`);
      else if (mode.scoring === 'missions' && k === 0 && r.missionVp.some((x) => x > 0)) state.add(at('missionVp'), 'too_early', 'Missions give no VP before round 2 in this mode');
      if (r.missionVp.length !== 2) bad.add(at('missionVp'), 'count', 'one number per player');
    }
  });
  bad.throwIfAny('invalid_input', 'Invalid scoring request');
  state.throwIfAny('impossible_state', `The request does not fit ${mode.name} (${mode.rulesVersion})`);
}
