/**
 * Units in requests: either a catalogue id or an inline stat line with special rules. Every bad
 * field is reported at once with a JSON pointer (KoW stat line: 003_80333abf01c9832d.txt L168-196).
 */
import { DomainError, IssueCollector, pointer } from '../../core/errors.js';
import { DEFAULT_BASE_MM, HERO_SUBTYPES, PARAM_RULES, TYPE_HEIGHT, UNIT_SIZES, PROFILES, SIZE_CLASSES, SPECIAL_RULE_IDS, UNIT_TYPES, type HeroSub, type SizeClass, type UnitType } from './catalogue.js';

export interface SpecialRuleRef {
  id: string;
  /** (n) for rules that take a value: a number, a dice expression ("D6+3") or a unit name. */
  value?: number | string;
}

export interface UnitInput {
  catalogueId?: string;
  name?: string;
  type?: UnitType;
  heroSub?: HeroSub;
  size?: SizeClass;
  sp?: number;
  me?: number | null;
  ra?: number | null;
  de?: number;
  att?: number;
  ne?: { waver: number | null; rout: number };
  pts?: number;
  specialRules?: SpecialRuleRef[];
  irregular?: boolean;
  livingLegend?: boolean;
  /** Overrides the type's height (e.g. Orclings 0). */
  height?: number;
  /** Overrides the type's standard base, mm. */
  baseMm?: { w: number; d: number };
}

export interface Unit {
  name: string;
  type: UnitType;
  heroSub?: HeroSub;
  size: SizeClass;
  sp: number;
  me: number | null;
  ra: number | null;
  de: number;
  att: number;
  ne: { waver: number | null; rout: number };
  pts: number;
  irregular: boolean;
  livingLegend: boolean;
  height: number;
  /** Whole-unit footprint, mm (frontage × depth). */
  footprintMm: { w: number; d: number };
  /** The entry gave its own base (baseMm), so no default applies. */
  ownBase: boolean;
  rules: ReadonlyMap<string, number | string | true>;
}

// KoW heights: 003_80333abf01c9832d.txt L123-134 (heroes by subtype L130-131, entry overrides L133-134)
export function defaultHeight(type: UnitType, heroSub?: HeroSub): number {
  return TYPE_HEIGHT[type === 'Hero' ? (heroSub ?? 'Inf') : type];
}

// KoW bases and footprints: 003_80333abf01c9832d.txt L57-87 (files × base width by ranks × base depth)
export function footprintMm(type: UnitType, size: SizeClass, heroSub?: HeroSub, base?: { w: number; d: number }): { w: number; d: number } {
  const kind = type === 'Hero' ? (heroSub ?? 'Inf') : type;
  const b = base ?? DEFAULT_BASE_MM[kind];
  if (kind === 'WE' || kind === 'Mon' || type === 'Hero') return { w: b.w, d: b.d };
  const f = UNIT_SIZES[kind][size];
  return f ? { w: f.files * b.w, d: f.ranks * b.d } : { w: b.w, d: b.d };
}

/** A dice expression: count dice of `sides` (3 or 6) plus a constant. */
export interface DiceExpr {
  count: number;
  sides: number;
  plus: number;
}

/** "D6+3" → {1, 6, 3}; "2D6" → {2, 6, 0}; 3 → {0, 6, 3}. Null when unreadable (KoW dice: 003_80333abf01c9832d.txt L223-228). */
export function parseDice(v: number | string): DiceExpr | null {
  if (typeof v === 'number') return Number.isInteger(v) && v >= 1 ? { count: 0, sides: 6, plus: v } : null;
  const m = /^\s*(\d*)\s*[dD]\s*(3|6)\s*(?:\+\s*(\d+))?\s*$/.exec(v);
  if (!m) return /^\d+$/.test(v.trim()) && Number(v) >= 1 ? { count: 0, sides: 6, plus: Number(v) } : null;
  return { count: m[1] ? Number(m[1]) : 1, sides: Number(m[2]), plus: m[3] ? Number(m[3]) : 0 };
}

const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

function checkStat(issues: IssueCollector, base: string[], field: string, v: unknown, min: number, max: number, nullable = false): void {
  if (nullable && v === null) return;
  if (!isInt(v, min, max)) issues.add(pointer(...base, field), 'invalid_stat', `${field} must be an integer from ${min} to ${max}${nullable ? ' or null ("–")' : ''}`);
}

/** Resolve and validate one unit at JSON pointer `at` (e.g. ['attacker']); throws on any bad field. */
export function resolveUnit(input: UnitInput, at: string[]): Unit {
  const issues = new IssueCollector();
  const unit = collectUnit(input, at, issues);
  issues.throwIfAny(issues.issues.some((i) => i.code === 'unknown_catalogue_id' || i.code === 'unknown_special_rule') ? 'unknown_reference' : 'invalid_input', 'Invalid unit');
  return unit as Unit;
}

/** As resolveUnit, but adds issues to `issues` and returns null when the unit is unusable. */
export function collectUnit(input: UnitInput, at: string[], issues: IssueCollector): Unit | null {
  if (input === null || typeof input !== 'object') {
    issues.add(pointer(...at), 'type', 'a unit must be an object');
    return null;
  }
  let src: UnitInput = input;
  if (input.catalogueId !== undefined) {
    const p = PROFILES.find((x) => x.id === input.catalogueId);
    if (!p) {
      issues.add(pointer(...at, 'catalogueId'), 'unknown_catalogue_id', `unknown unit "${input.catalogueId}"; the catalogue has: ${PROFILES.map((x) => x.id).join(', ')}`);
      return null;
    }
    src = { ...(p as unknown as UnitInput), specialRules: [...(p.specialRules as unknown as SpecialRuleRef[]), ...(input.specialRules ?? [])] };
  }
  const before = issues.issues.length;
  if (!UNIT_TYPES.includes(src.type as UnitType)) issues.add(pointer(...at, 'type'), 'enum', `type must be one of ${UNIT_TYPES.join(', ')}`);
  if (src.type === 'Hero' && !HERO_SUBTYPES.includes(src.heroSub as HeroSub)) issues.add(pointer(...at, 'heroSub'), 'enum', `a Hero needs heroSub, one of ${HERO_SUBTYPES.join(', ')}`);
  if (!SIZE_CLASSES.includes(src.size as SizeClass)) issues.add(pointer(...at, 'size'), 'enum', `size must be one of ${SIZE_CLASSES.join(', ')}`);
  checkStat(issues, at, 'sp', src.sp, 0, 20);
  checkStat(issues, at, 'me', src.me, 2, 6, true);
  checkStat(issues, at, 'ra', src.ra, 2, 6, true);
  checkStat(issues, at, 'de', src.de, 2, 7);
  checkStat(issues, at, 'att', src.att, 0, 200);
  checkStat(issues, at, 'pts', src.pts ?? 0, 0, 100000);
  if (src.height !== undefined) checkStat(issues, at, 'height', src.height, 0, 10);
  if (src.baseMm !== undefined) {
    checkStat(issues, [...at, 'baseMm'], 'w', src.baseMm?.w, 1, 500);
    checkStat(issues, [...at, 'baseMm'], 'd', src.baseMm?.d, 1, 500);
  }
  if (!src.ne || typeof src.ne !== 'object') issues.add(pointer(...at, 'ne'), 'required', 'ne must be {waver, rout} (waver null for Fearless)');
  else {
    checkStat(issues, [...at, 'ne'], 'waver', src.ne.waver, 2, 60, true);
    checkStat(issues, [...at, 'ne'], 'rout', src.ne.rout, 2, 60);
    if (isInt(src.ne.waver, 2, 60) && isInt(src.ne.rout, 2, 60) && src.ne.waver >= src.ne.rout) issues.add(pointer(...at, 'ne', 'waver'), 'invalid_stat', 'waver must be below rout');
  }
  const rules = new Map<string, number | string | true>();
  (src.specialRules ?? []).forEach((r, i) => {
    const path = pointer(...at, 'specialRules', i);
    if (!r || typeof r.id !== 'string' || !SPECIAL_RULE_IDS.has(r.id)) {
      issues.add(pointer(...at, 'specialRules', i, 'id'), 'unknown_special_rule', `unknown special rule "${r?.id}"`);
      return;
    }
    const param = PARAM_RULES.get(r.id);
    if (param === 'number' && !isInt(r.value, 1, 100)) issues.add(pointer(...at, 'specialRules', i, 'value'), 'invalid_value', `${r.id} needs a positive integer value (n)`);
    else if (param === 'dice' && (r.value === undefined || parseDice(r.value) === null)) issues.add(pointer(...at, 'specialRules', i, 'value'), 'invalid_value', `${r.id} needs a number or dice expression such as "D6+3"`);
    else if (param === undefined && r.value !== undefined) issues.add(path, 'invalid_value', `${r.id} takes no value`);
    else rules.set(r.id, r.value ?? true);
  });
  if (issues.issues.length > before) return null;
  return {
    name: src.name ?? 'unit', type: src.type!, ...(src.heroSub ? { heroSub: src.heroSub } : {}), size: src.size!,
    sp: src.sp!, me: src.me ?? null, ra: src.ra ?? null, de: src.de!, att: src.att!, ne: src.ne!, pts: src.pts ?? 0,
    irregular: src.irregular === true, livingLegend: src.livingLegend === true,
    height: src.height ?? defaultHeight(src.type!, src.heroSub), footprintMm: footprintMm(src.type!, src.size!, src.heroSub, src.baseMm), ownBase: src.baseMm !== undefined, rules,
  };
}

/** The numeric (n) of a rule the unit has, or 0. */
export const ruleN = (u: Unit, id: string): number => (typeof u.rules.get(id) === 'number' ? (u.rules.get(id) as number) : 0);
export const has = (u: Unit, id: string): boolean => u.rules.has(id);
export const isIndividual = (u: Unit): boolean => has(u, 'individual');

/** Badly formed request fields outside units. */
export function invalid(path: string, message: string): DomainError {
  return new DomainError('invalid_input', message, [{ path, code: 'invalid_value', message }]);
}
