/**
 * The game modes of each rules version (digest §8, D24-D25, D29): 10 in the 2021 rules, 5 in the 2018 rules.
 * Each says how deep its deployment zones are, how objectives are controlled and scored, how terrain is set
 * up (§7.4 overrides) and where its objective tokens go.
 */
import { DomainError } from '../../../core/errors.js';
import { is2018, SEED_2018, SEED_2021 } from '../rules.js';

/** fullyCovered: 2021 Variant A (ranks, solo wounds as ranks); carried: 2021 Variant B; touching: 2018 (first to touch). */
export type Control = 'fullyCovered' | 'carried' | 'touching' | 'none';
export type ModeScoring = 'objectives' | 'missions' | 'missionsAndObjectives' | 'commanderKills' | 'marked' | 'quadrants' | 'siege' | 'kingsObjectives' | 'corpseTokens';
export type TokenLayout = 'gameOfThrones' | 'centreAndSides' | 'sidesOnCorpsePiles' | 'alternate' | 'centreAnd12' | 'diagram' | 'none';

export interface GameMode {
  id: string;
  rulesVersion: 'asoiaf-2021' | 'asoiaf-2018';
  name: string;
  localName: string;
  /** Deployment-zone depth in inches (Storm of Swords: defender and attacker; Battle of Kings: corner squares). */
  deployment: { depth: number } | { defender: number; attacker: number } | { corner: number };
  control: Control;
  scoring: ModeScoring;
  tokens: TokenLayout;
  maxTokens: number;
  /** Terrain overrides (digest §7.4): where pieces may go and what is placed first. */
  terrain: { placement: 'outsideZones' | 'awayFromZones' | 'awayFromEdges' | 'defenderOnly'; noImpassable?: boolean; corpsePilesUnderTokens?: boolean; extraCorpsePiles?: boolean; castleWalls?: number; castleWallsByDiagram?: boolean };
  tournament: boolean;
  summary: string;
  cite: string;
}

const m21 = (x: Omit<GameMode, 'rulesVersion' | 'tournament'> & { tournament?: boolean }): GameMode => ({ rulesVersion: 'asoiaf-2021', tournament: true, ...x, cite: `${SEED_2021} ${x.cite}` });
const m18 = (x: Omit<GameMode, 'rulesVersion' | 'tournament'>): GameMode => ({ rulesVersion: 'asoiaf-2018', tournament: true, ...x, cite: `${SEED_2018} ${x.cite}` });
const OUT = { placement: 'outsideZones' } as const;
const AWAY = { placement: 'awayFromZones' } as const;

export const GAME_MODES: GameMode[] = [
  m21({ id: 'gameOfThrones', name: 'A Game of Thrones', localName: 'Juego de tronos', deployment: { depth: 10 }, control: 'fullyCovered', scoring: 'objectives', tokens: 'gameOfThrones', maxTokens: 5, terrain: OUT, summary: '5 tokens; from round 2, 1 VP per objective controlled, +1 if the Commander\'s unit controls it', cite: 'L2238-2280' }),
  m21({ id: 'clashOfKings', name: 'A Clash of Kings', localName: 'Choque de reyes', deployment: { depth: 10 }, control: 'fullyCovered', scoring: 'commanderKills', tokens: 'centreAndSides', maxTokens: 3, terrain: OUT, summary: 'objectives as A Game of Thrones, +1 VP each time the Commander\'s unit destroys an enemy, +2 VP the first time the enemy Commander is destroyed', cite: 'L2282-2347' }),
  m21({ id: 'stormOfSwords', name: 'A Storm of Swords', localName: 'Tormenta de espadas', deployment: { defender: 12, attacker: 18 }, control: 'none', scoring: 'siege', tokens: 'none', maxTokens: 0, terrain: { placement: 'defenderOnly', castleWalls: 3 }, tournament: false, summary: 'the Attacker wins by VP (castle walls 5 VP each); the Defender scores no VP and wins at the end of round 6', cite: 'L2349-2441' }),
  m21({ id: 'feastForCrows', name: 'A Feast for Crows', localName: 'Festín de cuervos', deployment: { depth: 10 }, control: 'carried', scoring: 'objectives', tokens: 'sidesOnCorpsePiles', maxTokens: 4, terrain: { placement: 'outsideZones', corpsePilesUnderTokens: true }, summary: 'tokens carried on corpse piles (Variant B), one per pile, at most 4 piles; from round 2, 1 VP per objective, +1 for the Commander\'s unit', cite: 'L2446-2530' }),
  m21({ id: 'danceWithDragons', name: 'A Dance with Dragons', localName: 'Danza de dragones', deployment: { depth: 10 }, control: 'carried', scoring: 'objectives', tokens: 'centreAndSides', maxTokens: 3, terrain: OUT, summary: 'tokens carried (Variant B), a carrier has Speed 2; standard objective scoring', cite: 'L2535-2612' }),
  m21({ id: 'windsOfWinter', name: 'The Winds of Winter', localName: 'Vientos de invierno', deployment: { depth: 10 }, control: 'fullyCovered', scoring: 'missions', tokens: 'gameOfThrones', maxTokens: 5, terrain: OUT, summary: 'Missions revealed from round 2 give the VP; objectives only where a Mission says so', cite: 'L2546-2627' }),
  m21({ id: 'sharpAndReady', name: 'Sharp and Ready', localName: 'Afilado y listo', deployment: { depth: 10 }, control: 'fullyCovered', scoring: 'objectives', tokens: 'diagram', maxTokens: 5, terrain: { placement: 'outsideZones', noImpassable: true, castleWalls: 2, castleWallsByDiagram: true }, summary: 'standard objective scoring; arrow volleys hit units on the objectives nearest the walls', cite: 'L2629-2692' }),
  m21({ id: 'fireAndBlood', name: 'Fire and Blood', localName: 'Fuego y sangre', deployment: { depth: 18 }, control: 'none', scoring: 'marked', tokens: 'none', maxTokens: 0, terrain: { placement: 'awayFromEdges' }, summary: '+1 VP per enemy destroyed by a friendly marked unit, +2 VP per enemy marked unit destroyed, VP tokens on destroyed enemies', cite: 'L2697-2742' }),
  m21({ id: 'hereWeStand', name: 'Here We Stand', localName: 'Aquí aguantamos', deployment: { depth: 18 }, control: 'none', scoring: 'quadrants', tokens: 'none', maxTokens: 0, terrain: { placement: 'awayFromEdges' }, summary: 'from round 2, 1 VP per quadrant held with at least 5 army points and more than the opponent (Commander +3)', cite: 'L2746-2803' }),
  m21({ id: 'darkWingsDarkWords', name: 'Dark Wings, Dark Words', localName: 'Alas negras, palabras negras', deployment: { depth: 10 }, control: 'fullyCovered', scoring: 'missionsAndObjectives', tokens: 'centreAndSides', maxTokens: 3, terrain: OUT, summary: 'active Missions scored by every player meeting them, plus standard objective scoring from round 2', cite: 'L2805-2881' }),
  m18({ id: 'gameOfThrones', name: 'A Game of Thrones', localName: 'Игра престолов', deployment: { depth: 6 }, control: 'touching', scoring: 'objectives', tokens: 'alternate', maxTokens: 5, terrain: AWAY, summary: '5 tokens, the first unit touching one controls it; from round 2, 1 VP per token', cite: 'L1260-1278' }),
  m18({ id: 'battleOfKings', name: 'Battle of Kings', localName: 'Битва королей', deployment: { corner: 12 }, control: 'touching', scoring: 'kingsObjectives', tokens: 'centreAnd12', maxTokens: 3, terrain: AWAY, summary: 'from round 2, 2 VP for the centre token and 1 VP per side token; +2 VP for destroying the enemy Commander', cite: 'L1280-1299' }),
  m18({ id: 'stormOfSwords', name: 'A Storm of Swords', localName: 'Буря мечей', deployment: { defender: 12, attacker: 18 }, control: 'none', scoring: 'siege', tokens: 'none', maxTokens: 0, terrain: { placement: 'defenderOnly', castleWalls: 3 }, summary: 'as 2021: the Attacker wins by VP (walls 5 VP), the Defender at the end of round 6', cite: 'L1301-1328' }),
  m18({ id: 'feastForCrows', name: 'A Feast for Crows', localName: 'Пир стервятников', deployment: { depth: 12 }, control: 'none', scoring: 'corpseTokens', tokens: 'none', maxTokens: 0, terrain: { placement: 'awayFromZones', extraCorpsePiles: true }, summary: 'failed Morale tests near corpse piles put VP tokens on units; their destroyer gains them', cite: 'L1330-1343' }),
  m18({ id: 'windsOfWinter', name: 'The Winds of Winter', localName: 'Ветра зимы', deployment: { depth: 6 }, control: 'touching', scoring: 'missions', tokens: 'alternate', maxTokens: 5, terrain: AWAY, summary: 'combat-victory VP ignored; secret and open Missions give the VP, none before round 2', cite: 'L1345-1362' }),
];

export const modesOf = (rulesVersion: string): GameMode[] => GAME_MODES.filter((m) => m.rulesVersion === (is2018(rulesVersion) ? 'asoiaf-2018' : 'asoiaf-2021'));

/** The mode named at `path` under this version: unknown → 400 with pointer, a mode of the other version → 422. */
export function modeOf(id: string, rulesVersion: string, path = '/gameMode'): GameMode {
  const mine = modesOf(rulesVersion).find((m) => m.id === id);
  if (mine) return mine;
  const other = GAME_MODES.find((m) => m.id === id);
  if (other) throw new DomainError('impossible_state', `${other.name} is a game mode of ${other.rulesVersion}, not ${rulesVersion}`, [{ path, code: 'mode_of_other_version', message: `${id} belongs to rulesVersion ${other.rulesVersion}; ${rulesVersion} has ${modesOf(rulesVersion).map((m) => m.id).join(', ')}` }]);
  throw new DomainError('unknown_reference', `Unknown game mode "${id}"`, [{ path, code: 'unknown_mode', message: `${rulesVersion} has ${modesOf(rulesVersion).map((m) => m.id).join(', ')}` }]);
}
