/**
 * The `armies` capability (digest §6): points, faction, Neutral cards and the 50 % rule, the Commander,
 * attachments and their hosts, Character uniqueness (also across a team), card restrictions and the Tactics
 * deck, per rules version. Every violation of §6.2 is reported with the cards it concerns (JSON pointers).
 */
import { DomainError, pointer } from '../../../core/errors.js';
import { Explainer } from '../../../core/explain.js';
import type { Capability, OptionSpec, RulesContext, RulesOutcome } from '../../../core/system.js';
import { is2018, SEED_2021 } from '../rules.js';
import { armyRule, type ArmyRuleKey } from './rules.js';
import { NEUTRAL, names, resolveCards, type ArmyCard, type ArmyCardInput } from './cards.js';

export interface TacticsCardInput { name: string; copies: number; source: 'faction' | 'commander' }
export interface ArmyRequest {
  gameSize: number;
  faction: string;
  units: ArmyCardInput[];
  tacticsDeck?: TacticsCardInput[];
  /** Team games: the teammates' lists (their Characters count against this army's). */
  teammates?: Array<{ units: ArmyCardInput[] }>;
}
export interface Violation { code: string; message: string; units: string[]; names: string[]; path: string; cite: string }

export const ARMY_OPTIONS: OptionSpec[] = [
  { name: 'neutralLimitBase', type: 'enum', default: 'gameSize', values: ['gameSize', 'pointsSpent'], description: 'The 50 % Neutral limit is a share of the agreed game size (default, as the 40-point example) or of the points actually spent (digest §12.2 item 1)', cite: `${SEED_2021} L1793-1803` },
];

/** VP target by game size (000_4d85fd9897d069bf.txt L2079-2088): 8 at 30, +2 per further 10; null below 30. */
export const vpTarget = (size: number): number | null => (size >= 30 ? 8 + 2 * Math.floor((size - 30) / 10) : null);

function run(req: ArmyRequest, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  const v = ctx.rulesVersion;
  if (req.units.length === 0) throw new DomainError('invalid_input', 'An army lists at least one card', [{ path: '/units', code: 'empty', message: 'list the army\'s cards' }]);
  const cards = resolveCards(req.units, ['units']);
  const mates = (req.teammates ?? []).map((t, i) => resolveCards(t.units, ['teammates', String(i), 'units']));
  const ex = new Explainer();
  const violations: Violation[] = [];
  const warnings: Violation[] = [];
  const add = (key: ArmyRuleKey, code: string, message: string, concerned: ArmyCard[], path?: string, list = violations) =>
    list.push({ code, message, units: concerned.map((c) => c.at), names: concerned.map((c) => c.name), path: path ?? concerned[0]?.at ?? '/units', cite: armyRule(v, key).cite });
  const faction = req.faction.trim().toLowerCase();

  // Points (L1750-1756); a Commander counts 0 whatever the list charged (L1423-1424)
  const cost = (c: ArmyCard) => (c.commander ? 0 : c.points);
  const total = cards.reduce((a, c) => a + cost(c), 0);
  ex.add(armyRule(v, 'gameSize'), `${cards.length} cards cost ${total} of ${req.gameSize} points (a Commander counts 0)`);
  if (total > req.gameSize) add('gameSize', 'POINTS_LIMIT_EXCEEDED', `The army costs ${total} points, over the ${req.gameSize}-point game size`, cards.filter((c) => cost(c) > 0), '/units');
  const target = vpTarget(req.gameSize);
  if (target === null || req.gameSize % 10 !== 0) add('vpTarget', 'GAME_SIZE_NONSTANDARD', `A ${req.gameSize}-point game is not 30, 40, 50 or a further multiple of 10: the VP target is ${target === null ? 'undefined' : `${target} by the engine's reading (8 + 2 per full 10 over 30)`}`, [], '/gameSize', warnings);

  // Faction and Neutral cards (L1764-1771, L1783-1808)
  const neutralArmy = faction === NEUTRAL;
  for (const c of cards) {
    if (neutralArmy && c.faction !== NEUTRAL) add('neutral', 'NEUTRAL_FACTION_NON_NEUTRAL_CARD', `${c.name} is a ${c.faction} card; a Neutral army uses only Neutral cards`, [c], `${c.at}`);
    if (!neutralArmy && c.faction !== faction && c.faction !== NEUTRAL) add('faction', 'FACTION_MISMATCH', `${c.name} is a ${c.faction} card; a ${faction} army takes only ${faction} and Neutral cards`, [c], `${c.at}`);
  }
  const neutralCards = cards.filter((c) => c.faction === NEUTRAL && !neutralArmy);
  const neutralPoints = neutralCards.reduce((a, c) => a + cost(c), 0);
  const base = ctx.options.neutralLimitBase === 'pointsSpent' ? total : req.gameSize;
  ex.add(armyRule(v, 'faction'), neutralArmy ? 'a Neutral army: only Neutral cards' : `${faction}: its own cards and Neutral ones`);
  if (!neutralArmy) {
    ex.add(armyRule(v, 'neutral'), `Neutral cards cost ${neutralPoints} of at most ${base / 2} (50 % of the ${ctx.options.neutralLimitBase === 'pointsSpent' ? 'points spent' : 'game size'}); a Neutral Commander costs nothing`);
    if (neutralPoints * 2 > base) add('neutral', 'NEUTRAL_LIMIT_EXCEEDED', `Neutral cards cost ${neutralPoints} points, over 50 % (${base / 2}) of ${base}`, neutralCards.filter((c) => cost(c) > 0), '/units');
  }

  // Commander (L1773-1779, L1404-1424; 2018: an attachment, an NCU or, rarely, a solo combat unit)
  const commanders = cards.filter((c) => c.commander);
  if (commanders.length === 0) add('commander', 'COMMANDER_MISSING', 'The army has no Commander: every army is led by exactly one', [], '/units');
  if (commanders.length > 1) add('commander', 'COMMANDER_MULTIPLE', `${commanders.length} Commanders (${commanders.map((c) => c.name).join(', ')}); an army has exactly one`, commanders, commanders[1].at);
  for (const c of commanders) if (c.points > 0) add('commander', 'COMMANDER_COST_NONZERO', `${c.name} is the Commander and costs 0 points, not ${c.points} (counted as 0)`, [c], `${c.at}/points`);
  ex.add(armyRule(v, 'commander'), commanders.length === 1 ? `Commander: ${commanders[0].name} (${commanders[0].kind}), 0 points` : `${commanders.length} Commanders`);

  // Attachments (L550-643, L1836-1839)
  const hosted = new Map<number, ArmyCard[]>();
  for (const c of cards.filter((x) => x.kind === 'attachment')) {
    if (c.attachTo === undefined) {
      add('attachment', 'ATTACHMENT_UNASSIGNED', `${c.name} is an attachment and joins no Combat Unit (give attachTo)`, [c], `${c.at}`);
      if (c.commander) add('commanderHost', 'COMMANDER_WITHOUT_HOST', `${c.name} is a Commander attachment and no unit carries it`, [c], `${c.at}`);
      continue;
    }
    const host = cards[c.attachTo];
    const at = `${c.at}/attachTo`;
    let legal = true;
    if (host.kind !== 'combatUnit') {
      add('attachmentHost', 'ATTACHMENT_HOST_NOT_COMBAT_UNIT', `${c.name} joins ${host.name}, a ${host.kind === 'ncu' ? 'Non-Combat Unit' : 'attachment'}; attachments join Combat Units`, [c, host], at);
      legal = false;
    } else {
      hosted.set(host.index, [...(hosted.get(host.index) ?? []), c]);
      if (host.solo) {
        add('attachmentSolo', 'ATTACHMENT_ON_SOLO', is2018(v) ? `${host.name} is a solo unit: it has no ranks, so no front-rank slot for ${c.name}` : `${host.name} uses a solo tray; attachments never join one`, [c, host], at);
        legal = false;
      } else if (host.unitType !== c.unitType) {
        add('attachmentType', 'ATTACHMENT_TYPE_MISMATCH', `${c.name} is a ${c.unitType} attachment; ${host.name} is ${host.unitType}`, [c, host], at);
        legal = false;
      }
      const only = c.restrictions.attachOnlyTo;
      if (only && !only.some((r) => names(host, r))) add('restriction', 'CARD_RESTRICTION', `${c.name} may only join ${only.join(' or ')}, not ${host.name}`, [c, host], at);
    }
    if (c.commander && !legal) add('commanderHost', 'COMMANDER_WITHOUT_HOST', `${c.name} is a Commander attachment and no legal unit carries it`, [c], at);
  }
  // one per unit, unless the unit's own card allows more (L594, L612-617)
  for (const [hi, list] of hosted) {
    const slots = cards[hi].restrictions.attachmentSlots ?? 1;
    if (list.length > slots) add('attachment', 'ATTACHMENT_LIMIT', `${cards[hi].name} holds ${list.length} attachments (${list.map((c) => c.name).join(', ')}); ${slots === 1 ? 'one per Combat Unit' : `its card allows ${slots}`}`, [cards[hi], ...list], list[slots].at);
  }
  ex.add(armyRule(v, 'attachment'), `${cards.filter((c) => c.kind === 'attachment').length} attachments, each in a Combat Unit of its type, one per unit, none on a solo tray`);

  // Characters (L1828-1834) and teams (L1861-1863)
  const byChar = new Map<string, ArmyCard[]>();
  for (const c of cards) if (c.character) byChar.set(c.character, [...(byChar.get(c.character) ?? []), c]);
  for (const [ch, list] of byChar) if (list.length > 1) add('character', 'CHARACTER_DUPLICATE', `${list.map((c) => c.name).join(' and ')} are the same Character (${ch}); a Character is unique`, list, list[1].at);
  mates.flat().forEach((m) => {
    const mine = m.character ? byChar.get(m.character) : undefined;
    if (mine) add('team', 'TEAM_CHARACTER_DUPLICATE', `${mine[0].name} is also in a teammate's army (${m.name}); Characters are unique across the team`, [...mine, m], mine[0].at);
  });
  ex.add(armyRule(v, 'character'), `${byChar.size} Character${byChar.size === 1 ? '' : 's'}${mates.length ? `, checked across ${mates.length + 1} team armies` : ''}`);

  // Card requirements and restrictions (L1841-1843)
  for (const c of cards) {
    for (const r of c.restrictions.requires ?? []) if (!cards.some((o) => o !== c && names(o, r))) add('restriction', 'CARD_RESTRICTION', `${c.name} requires ${r} in the army`, [c], `${c.at}/restrictions/requires`);
    for (const r of c.restrictions.excludes ?? []) {
      const hit = cards.filter((o) => o !== c && names(o, r));
      if (hit.length) add('restriction', 'CARD_RESTRICTION', `${c.name} cannot be fielded with ${r}`, [c, ...hit], `${c.at}/restrictions/excludes`);
    }
  }

  // Tactics deck (L1518-1523, L1810-1816): 7 faction + 3 Commander cards, two copies each
  if (req.tacticsDeck) {
    const deck = req.tacticsDeck;
    const of = (s: string) => deck.filter((d) => d.source === s);
    const distinct = (s: string) => new Set(of(s).map((d) => d.name.trim().toLowerCase())).size;
    const size = deck.reduce((a, d) => a + d.copies, 0);
    const problems = [
      distinct('faction') !== 7 ? `${distinct('faction')} distinct faction cards, not 7` : '',
      distinct('commander') !== 3 ? `${distinct('commander')} distinct Commander cards, not 3` : '',
      deck.some((d) => d.copies !== 2) ? `copies other than 2 (${deck.filter((d) => d.copies !== 2).map((d) => d.name).join(', ')})` : '',
      size !== 20 ? `${size} cards, not 20` : '',
    ].filter(Boolean);
    if (problems.length) add('deck', 'TACTICS_DECK_INVALID', `The Tactics deck has ${problems.join('; ')}`, [], '/tacticsDeck');
    ex.add(armyRule(v, 'deck'), `Tactics deck: ${size} cards`);
  }
  return {
    result: { valid: violations.length === 0, gameSize: req.gameSize, faction, total, neutralPoints, neutralLimit: neutralArmy ? null : base / 2, vpTarget: target, commander: commanders.length === 1 ? pointer('units', commanders[0].index) : null, violations, warnings },
    explanation: ex.steps,
  };
}

export const armiesCapability: Capability<ArmyRequest, Record<string, unknown>> = { options: ARMY_OPTIONS, usesDice: false, run };
