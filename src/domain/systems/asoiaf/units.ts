/**
 * Combat Units as the engine sees them (digest §2): trays, figures, ranks, wounds per figure, the
 * card fields (Speed, Defence, Morale, attacks, abilities) and condition tokens. Inline card fields
 * or a catalogue id (data/cards.ts: the seeds print almost no card data, §11, §12.3), inline fields
 * overriding the card.
 */
import { DomainError, IssueCollector, pointer } from '../../core/errors.js';
import { CARDS, type CardData } from './data/cards.js';
import { is2018 } from './rules.js';

export const UNIT_TYPES = ['infantry', 'cavalry', 'monster', 'warMachine'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
export const TRAYS = ['infantry', 'cavalry', 'soloSmall', 'soloLarge'] as const;
export type TrayKind = (typeof TRAYS)[number];
export const ATTACK_KEYWORDS = ['vicious', 'sundering', 'criticalBlow', 'precision', 'noDefence', 'selfWoundOnOnes'] as const;
export type AttackKeyword = (typeof ATTACK_KEYWORDS)[number];
/** Abilities the engine applies (digest §2.12); other card text is the table's to resolve. */
export const ABILITIES = ['ironValour', 'unyielding', 'retaliation', 'lannisterSupremacy', 'fearsomeVisage', 'hinder', 'atAnyCost'] as const;
export type Ability = (typeof ABILITIES)[number];
/** The rules version(s) whose text prints each ability (digest §0.1, §2.12); an inline ability of the other version is refused. */
export const ABILITY_VERSIONS: Record<Ability, Array<'asoiaf-2021' | 'asoiaf-2018'>> = {
  ironValour: ['asoiaf-2021'],
  unyielding: ['asoiaf-2018'],
  retaliation: ['asoiaf-2021'],
  lannisterSupremacy: ['asoiaf-2021'],
  fearsomeVisage: ['asoiaf-2021'],
  hinder: ['asoiaf-2021'],
  atAnyCost: ['asoiaf-2018'],
};

/** Figures, ranks and figures per rank of each tray (000_4d85fd9897d069bf.txt L327-364). */
export const TRAY_INFO: Record<TrayKind, { figures: number; ranks: number; perRank: number; solo: boolean }> = {
  infantry: { figures: 12, ranks: 3, perRank: 4, solo: false },
  cavalry: { figures: 4, ranks: 2, perRank: 2, solo: false },
  soloSmall: { figures: 1, ranks: 1, perRank: 1, solo: true },
  soloLarge: { figures: 1, ranks: 1, perRank: 1, solo: true },
};

export interface AttackProfile {
  name: string;
  kind: 'melee' | 'ranged';
  /** "X+" to hit. */
  hit: number;
  /** Dice with all ranks, one rank lost, two ranks lost (green, yellow, red). */
  dice: [number, number, number];
  range?: 'short' | 'long';
  keywords: AttackKeyword[];
}

export interface UnitInput {
  catalogueId?: string;
  name?: string;
  faction?: string;
  unitType?: UnitType;
  tray?: TrayKind;
  /** Figures left on the tray (default: a full tray). */
  figures?: number;
  woundsPerFigure?: number;
  /** Wound tokens on the current figure (multi-wound units). */
  woundsOnFigure?: number;
  defense?: number;
  morale?: number;
  speed?: number;
  attacks?: AttackProfile[];
  abilities?: Ability[];
  tokens?: { panicked?: boolean; vulnerable?: boolean; weakened?: boolean };
}

export interface Unit {
  name: string;
  faction?: string;
  unitType: UnitType;
  tray: TrayKind;
  figures: number;
  fullFigures: number;
  woundsPerFigure: number;
  woundsOnFigure: number;
  defense: number;
  morale: number;
  speed?: number;
  attacks: AttackProfile[];
  abilities: Set<Ability>;
  tokens: { panicked: boolean; vulnerable: boolean; weakened: boolean };
}

const defaultTray = (t: UnitType): TrayKind => (t === 'cavalry' ? 'cavalry' : t === 'infantry' ? 'infantry' : 'soloLarge');

/** Unknown attack keywords of inline profiles (`at`: the pointer of the profile list or of one profile). */
export function unknownKeywords(profiles: Array<{ keywords?: readonly string[] }>, at: (i: number) => string): Array<{ path: string; code: string; message: string }> {
  return profiles.flatMap((a, i) =>
    (a.keywords ?? []).flatMap((k, j) => ((ATTACK_KEYWORDS as readonly string[]).includes(k) ? [] : [{ path: `${at(i)}/keywords/${j}`, code: 'unknown_keyword', message: `"${k}" is not a keyword the engine applies; known: ${ATTACK_KEYWORDS.join(', ')}` }])),
  );
}

/**
 * Unknown abilities and attack keywords of a unit, as one unknown_reference problem; then, under a rules version,
 * inline abilities that only the other version's text prints (§0.1), as one invalid_input problem.
 */
function checkNames(input: UnitInput, at: string, rulesVersion?: string): void {
  const bad = [
    ...(input.abilities ?? []).flatMap((a, i) => ((ABILITIES as readonly string[]).includes(a) ? [] : [{ path: `${at}/abilities/${i}`, code: 'unknown_ability', message: `"${a}" is not an ability the engine applies; known: ${ABILITIES.join(', ')}` }])),
    ...unknownKeywords(input.attacks ?? [], (i) => `${at}/attacks/${i}`),
  ];
  if (bad.length) throw new DomainError('unknown_reference', 'Unknown ability or attack keyword', bad);
  if (rulesVersion === undefined) return;
  const other = (input.abilities ?? []).flatMap((a, i) => {
    const versions = ABILITY_VERSIONS[a] as string[];
    return versions.includes(rulesVersion) ? [] : [{ path: `${at}/abilities/${i}`, code: 'version_mismatch', message: `"${a}" is an ability of ${versions.join(', ')} only, not of ${rulesVersion} (${versions[0] === 'asoiaf-2018' ? '002_953a7ceb75253954.txt' : '000_4d85fd9897d069bf.txt'}; digest §0.1, §2.12)` }];
  });
  if (other.length) throw new DomainError('invalid_input', `Abilities the ${rulesVersion} rules do not have`, other);
}

/** Resolve a unit of a request (`at`: its pointer): catalogue card, inline overrides, checks (inline abilities against `rulesVersion`, if given). */
/**
 * A unit from its card and the request. `needsDefense`: a capability that never rolls the unit's Defence (a Morale or
 * panic test) does not require it; the value is then 0 and never read.
 */
export function resolveUnit(input: UnitInput, at: string, issues: IssueCollector, rulesVersion?: string, needsDefense = true): Unit | undefined {
  checkNames(input, at, rulesVersion);
  let card: CardData | undefined;
  if (input.catalogueId !== undefined) {
    card = CARDS.find((c) => c.id === input.catalogueId);
    if (!card) {
      throw new DomainError('unknown_reference', `Unknown ASOIAF card "${input.catalogueId}"`, [
        { path: `${at}/catalogueId`, code: 'unknown_card', message: `no card "${input.catalogueId}"; see GET /v1/asoiaf catalogue.cards` },
      ]);
    }
    if (card.kind !== 'combatUnit') {
      throw new DomainError('invalid_input', `"${card.id}" is not a Combat Unit`, [{ path: `${at}/catalogueId`, code: 'not_a_combat_unit', message: `${card.name} is a ${card.kind}` }]);
    }
  }
  const unitType = input.unitType ?? card?.unitType ?? 'infantry';
  const tray = input.tray ?? card?.tray ?? defaultTray(unitType);
  const info = TRAY_INFO[tray];
  const woundsPerFigure = input.woundsPerFigure ?? card?.woundsPerFigure ?? 1;
  const defense = input.defense ?? card?.defense;
  const morale = input.morale ?? card?.morale;
  const figures = input.figures ?? info.figures;
  let ok = true;
  const need = (v: number | undefined, field: string, what: string) => {
    if (v === undefined) {
      issues.add(pointer(...at.split('/').filter(Boolean), field), 'required', `${what} is required (the seeds print no value for this card; give it inline)`);
      ok = false;
    }
  };
  if (needsDefense) need(defense, 'defense', 'Defence (X+)');
  need(morale, 'morale', 'Morale (X+)');
  if (figures > info.figures) {
    issues.add(`${at}/figures`, 'too_many_figures', `a ${tray} tray holds ${info.figures} figure${info.figures === 1 ? '' : 's'} (000_4d85fd9897d069bf.txt L327-364)`);
    ok = false;
  }
  if ((input.woundsOnFigure ?? 0) >= woundsPerFigure) {
    issues.add(`${at}/woundsOnFigure`, 'too_many_wounds', `a figure with ${woundsPerFigure} wound${woundsPerFigure === 1 ? '' : 's'} is removed at its last wound (000_4d85fd9897d069bf.txt L1644-1654)`);
    ok = false;
  }
  if (!ok) return undefined;
  return {
    name: input.name ?? card?.name ?? 'unit',
    faction: input.faction ?? card?.faction,
    unitType,
    tray,
    figures,
    fullFigures: info.figures,
    woundsPerFigure,
    woundsOnFigure: input.woundsOnFigure ?? 0,
    defense: defense ?? 0,
    morale: morale!,
    speed: input.speed ?? card?.speed,
    attacks: input.attacks ?? card?.attacks ?? [],
    abilities: new Set([...(card?.abilities ?? []), ...(input.abilities ?? [])]),
    tokens: { panicked: !!input.tokens?.panicked, vulnerable: !!input.tokens?.vulnerable, weakened: !!input.tokens?.weakened },
  };
}

/**
 * Ranks left (000_4d85fd9897d069bf.txt L340-358): ceil(figures / figures per rank); a solo unit always
 * has one (2021, L334-337) or none (2018, 002_953a7ceb75253954.txt L471).
 */
export function ranksOf(u: Pick<Unit, 'tray'>, figures: number, rulesVersion: string): number {
  const info = TRAY_INFO[u.tray];
  if (figures <= 0) return 0;
  if (info.solo) return is2018(rulesVersion) ? 0 : 1;
  return Math.ceil(figures / info.perRank);
}

/** Ranks lost, the index into an attack's dice (solo units always use the first number). */
export function ranksLost(u: Unit, figures: number, rulesVersion: string): number {
  const info = TRAY_INFO[u.tray];
  if (info.solo) return 0;
  return Math.min(2, info.ranks - ranksOf(u, figures, rulesVersion));
}

/** Wounds the unit can still take before it is destroyed. */
export const woundsLeft = (u: Unit, figures = u.figures, onFigure = u.woundsOnFigure): number => Math.max(0, figures * u.woundsPerFigure - onFigure);

/** Figures left after `wounds` more (wounds on one figure never spill to another, L1644-1654). */
export function afterWounds(u: Unit, wounds: number, figures = u.figures, onFigure = u.woundsOnFigure): { figures: number; onFigure: number } {
  const total = Math.min(woundsLeft(u, figures, onFigure), wounds) + onFigure;
  const removed = Math.floor(total / u.woundsPerFigure);
  return { figures: figures - removed, onFigure: total - removed * u.woundsPerFigure };
}
