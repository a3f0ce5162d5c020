/**
 * The `armies` capability: army validation (KoW army building: 003_80333abf01c9832d.txt
 * L1022-1115). An invalid army is a normal result `{valid:false, violations}`; only malformed
 * units (bad stats, unknown special rules or catalogue ids) are errors.
 */
import { Explainer } from '../../core/explain.js';
import { IssueCollector, pointer } from '../../core/errors.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { HERO_SUBTYPES, SPELLS, UNIT_SIZES, type HeroSub } from './catalogue.js';
import { optionsNamed } from './options.js';
import { R } from './rules.js';
import { collectUnit, invalid, type Unit, type UnitInput } from './units.js';

export type Alignment = 'Good' | 'Evil' | 'Neutral';

export interface ArmyRequest {
  pointsLimit: number;
  contingents: Array<{ armyList: string; alignment: Alignment; allied?: boolean; units: ArmyUnitEntry[] }>;
}

export interface ArmyUnitEntry {
  unit: UnitInput;
  optionsPts?: number;
  /** Spells bought for a wizard (ids of the catalogue's spells). */
  spells?: string[];
  /** The spells the unit's army-list entry lets it buy (the seed has no army lists; L1143-1144). */
  spellsAvailable?: string[];
  /** A Hero's chosen mount, from its entry: the hero's type must become the mount's (L53-55). */
  mount?: { name?: string; type: HeroSub };
}

export interface Violation {
  code: string;
  message: string;
  /** JSON pointers of the units concerned. */
  units: string[];
}

export interface CategoryTotals {
  troops: number;
  regiments: number;
  hordes: number;
  legions: number;
  irregulars: number;
  warEngines: number;
  monsters: number;
  heroes: number;
  points: number;
}

export interface ArmyResult {
  valid: boolean;
  violations: Violation[];
  totalPoints: number;
  /** The size the army counts as (KoW: 003_80333abf01c9832d.txt L1034-1035). */
  countsAs: number;
  alliedPoints: number;
  contingents: Array<{ armyList: string; allied: boolean; totals: CategoryTotals }>;
}

interface Entry {
  unit: Unit;
  path: string;
  cost: number;
}

// KoW unit sizes per type: 003_80333abf01c9832d.txt L11-32, L76-87
function sizeAllowed(u: Unit): boolean {
  if (u.type === 'WE' || u.type === 'Mon' || u.type === 'Hero') return u.size === 'Single';
  return UNIT_SIZES[u.type][u.size] !== undefined;
}

function totalsOf(entries: Entry[]): CategoryTotals {
  const t: CategoryTotals = { troops: 0, regiments: 0, hordes: 0, legions: 0, irregulars: 0, warEngines: 0, monsters: 0, heroes: 0, points: 0 };
  for (const { unit: u, cost } of entries) {
    t.points += cost;
    if (u.type === 'WE') t.warEngines++;
    else if (u.type === 'Mon') t.monsters++;
    else if (u.type === 'Hero') t.heroes++;
    else if (u.irregular) t.irregulars++;
    else if (u.size === 'Troop') t.troops++;
    else if (u.size === 'Regiment') t.regiments++;
    else if (u.size === 'Horde') t.hordes++;
    else if (u.size === 'Legion') t.legions++;
  }
  return t;
}

// KoW unlocks: 003_80333abf01c9832d.txt L1042-1084
function checkUnlocks(entries: Entry[], t: CategoryTotals, allied: boolean, smallGame: boolean, list: string, out: Violation[]): void {
  const r = t.regiments;
  const h = t.hordes + t.legions;
  const paths = (pred: (u: Unit) => boolean) => entries.filter((e) => pred(e.unit)).map((e) => e.path);
  if (allied && entries.length > 0 && r + h === 0) {
    out.push({ code: 'ALLY_UNLOCK_MISSING', message: `The allied ${list} contingent needs its own regular Regiment, Horde or Legion to unlock its units.`, units: entries.map((e) => e.path) });
    return;
  }
  if (t.irregulars > 0 && r + h === 0) out.push({ code: 'IRREGULAR_NOT_UNLOCKED', message: `${list}: irregular units must be unlocked by a regular Regiment, Horde or Legion.`, units: paths((u) => u.irregular && u.type !== 'Hero') });
  const troops = t.troops + t.irregulars;
  if (!smallGame && troops > 2 * r + 4 * h) out.push({ code: 'TROOP_ALLOWANCE_EXCEEDED', message: `${list}: ${troops} Troops (irregulars included) but ${r} Regiments and ${h} Hordes/Legions allow ${2 * r + 4 * h}.`, units: paths((u) => (u.size === 'Troop' || u.irregular) && !['WE', 'Mon', 'Hero'].includes(u.type)) });
  const excess = Math.max(0, t.warEngines - h) + Math.max(0, t.monsters - h) + Math.max(0, t.heroes - h);
  if (excess > r) out.push({ code: 'SUPPORT_ALLOWANCE_EXCEEDED', message: `${list}: ${t.warEngines} War Engines, ${t.monsters} Monsters and ${t.heroes} Heroes need more unlocks than ${r} Regiments and ${h} Hordes/Legions give.`, units: paths((u) => ['WE', 'Mon', 'Hero'].includes(u.type)) });
}

export function validateArmy(req: ArmyRequest, ctx: RulesContext): RulesOutcome<ArmyResult> {
  if (!(typeof req.pointsLimit === 'number' && Number.isInteger(req.pointsLimit) && req.pointsLimit > 0)) throw invalid('/pointsLimit', 'pointsLimit must be a positive integer');
  if (!Array.isArray(req.contingents) || req.contingents.length === 0) throw invalid('/contingents', 'an army needs at least one contingent');
  const issues = new IssueCollector();
  const groups: Entry[][] = req.contingents.map((c, ci) =>
    c.units.flatMap((e, ui) => {
      const u = collectUnit(e.unit, ['contingents', String(ci), 'units', String(ui), 'unit'], issues);
      if (e.optionsPts !== undefined && !(Number.isInteger(e.optionsPts) && e.optionsPts >= 0)) issues.add(pointer('contingents', ci, 'units', ui, 'optionsPts'), 'invalid_value', 'optionsPts must be a non-negative integer');
      return u ? [{ unit: u, path: pointer('contingents', ci, 'units', ui), cost: u.pts + (e.optionsPts ?? 0) }] : [];
    }),
  );
  const spellIds = new Set<string>(SPELLS.map((x) => x.id));
  req.contingents.forEach((c, ci) =>
    c.units.forEach((e, ui) => {
      const at = (...rest: Array<string | number>) => pointer('contingents', ci, 'units', ui, ...rest);
      for (const field of ['spells', 'spellsAvailable'] as const) {
        (e[field] ?? []).forEach((id, k) => {
          if (!spellIds.has(id)) issues.add(at(field, k), 'unknown_spell', `unknown spell "${id}"; spells are ${[...spellIds].join(', ')}`);
        });
      }
      if (e.spells !== undefined && e.spellsAvailable === undefined) issues.add(at('spellsAvailable'), 'required', "to check bought spells, give the spells the unit's army-list entry offers");
      if (e.mount !== undefined && !HERO_SUBTYPES.includes(e.mount?.type)) issues.add(at('mount', 'type'), 'enum', `a mount's type is one of ${HERO_SUBTYPES.join(', ')}`);
      else if (e.mount !== undefined && e.unit?.type !== undefined && e.unit.type !== 'Hero') issues.add(at('mount'), 'invalid_value', 'only Heroes choose mounts');
    }),
  );
  issues.throwIfAny(issues.issues.some((i) => i.code.startsWith('unknown')) ? 'unknown_reference' : 'invalid_input', 'Invalid army');
  const ex = new Explainer();
  const violations: Violation[] = [];
  // Spells a wizard's entry does not offer (L1143-1144); a hero typed as something other than its mount (L53-55)
  req.contingents.forEach((c, ci) =>
    c.units.forEach((e, ui) => {
      const path = pointer('contingents', ci, 'units', ui);
      const missing = (e.spells ?? []).filter((id) => !(e.spellsAvailable ?? []).includes(id));
      if (missing.length) violations.push({ code: 'SPELL_NOT_AVAILABLE', message: `${e.unit.name ?? 'This unit'} cannot buy ${missing.join(', ')}: its entry offers ${(e.spellsAvailable ?? []).join(', ') || 'no spells'}.`, units: [path] });
      const entry = groups[ci].find((g) => g.path === path);
      if (e.mount && entry && entry.unit.type === 'Hero' && entry.unit.heroSub !== e.mount.type) {
        violations.push({ code: 'HERO_MOUNT_TYPE_MISMATCH', message: `${entry.unit.name} rides ${e.mount.name ?? `a ${e.mount.type} mount`}: its type must be Hero (${e.mount.type}), not Hero (${entry.unit.heroSub}).`, units: [path] });
      }
    }),
  );
  ex.add(R.spells, 'Wizards buy only the spells their entry offers');
  ex.add(R.unitTypes, "A mounted hero takes its mount's unit type");
  const all = groups.flat();
  const badSize = all.filter((e) => !sizeAllowed(e.unit));
  if (badSize.length) violations.push({ code: 'INVALID_UNIT_SIZE', message: `Unit sizes not defined for their type: ${badSize.map((e) => `${e.unit.name} (${e.unit.type} ${e.unit.size})`).join(', ')}.`, units: badSize.map((e) => e.path) });
  ex.add(R.unitTypes, 'Each unit size must exist for its type');
  const totalPoints = all.reduce((s, e) => s + e.cost, 0);
  ex.add(R.points, `Total ${totalPoints} of ${req.pointsLimit} points`);
  if (totalPoints > req.pointsLimit) violations.push({ code: 'POINTS_LIMIT_EXCEEDED', message: `The army costs ${totalPoints} points, over the ${req.pointsLimit}-point limit by ${totalPoints - req.pointsLimit}.`, units: [] });
  const smallGame = ctx.options.smallGameUnlimitedTroops === true && req.pointsLimit < 750;
  ex.add(R.troopUnlock, 'Troops: up to 2 per Regiment and 4 per Horde (a Legion counts as a Horde)');
  ex.add(R.supportUnlock, 'Each Regiment unlocks one War Engine, Monster or Hero; each Horde one of each');
  ex.add(R.irregular, 'Irregular units count as Troops, unlock nothing and need a regular unit to unlock them');
  ex.add(R.heroMonster, 'A Hero (Monster) counts as a Hero');
  const contingents = req.contingents.map((c, i) => {
    const totals = totalsOf(groups[i]!);
    checkUnlocks(groups[i]!, totals, c.allied === true, smallGame, c.armyList, violations);
    return { armyList: c.armyList, allied: c.allied === true, totals };
  });
  // KoW Living Legends: 003_80333abf01c9832d.txt L1086-1091, L1099-1100
  ex.add(R.livingLegend, 'A Living Legend at most once per army, never as an ally');
  const legends = new Map<string, Entry[]>();
  groups.forEach((g, i) =>
    g.filter((e) => e.unit.livingLegend).forEach((e) => {
      legends.set(e.unit.name, [...(legends.get(e.unit.name) ?? []), e]);
      if (req.contingents[i]!.allied) violations.push({ code: 'LIVING_LEGEND_AS_ALLY', message: `${e.unit.name} is a Living Legend and cannot be taken as an ally.`, units: [e.path] });
    }),
  );
  for (const [name, es] of legends) if (es.length > 1) violations.push({ code: 'LIVING_LEGEND_DUPLICATE', message: `${name} is a Living Legend: at most one per army (${es.length} taken).`, units: es.map((e) => e.path) });
  // KoW allies: 003_80333abf01c9832d.txt L1093-1107
  const alliedPoints = contingents.filter((c) => c.allied).reduce((s, c) => s + c.totals.points, 0);
  ex.add(R.allies, `Allies: ${alliedPoints} points, at most 25% (${req.pointsLimit * 0.25}); Good and Evil do not mix`);
  if (alliedPoints > req.pointsLimit * 0.25) violations.push({ code: 'ALLY_POINTS_EXCEEDED', message: `Allied units cost ${alliedPoints} points, more than 25% of ${req.pointsLimit} (${req.pointsLimit * 0.25}).`, units: groups.flatMap((g, i) => (req.contingents[i]!.allied ? g.map((e) => e.path) : [])) });
  const aligns = new Set(req.contingents.map((c) => c.alignment));
  if (aligns.has('Good') && aligns.has('Evil') && ctx.options.allyAlignmentAgreed !== true)
    violations.push({ code: 'ALIGNMENT_CONFLICT', message: 'Good and Evil armies cannot be combined unless the opponent agrees.', units: req.contingents.flatMap((c, i) => (c.alignment === 'Neutral' ? [] : [pointer('contingents', i)])) });
  const countsAs = totalPoints <= req.pointsLimit ? req.pointsLimit : totalPoints;
  return { result: { valid: violations.length === 0, violations, totalPoints, countsAs, alliedPoints, contingents }, explanation: ex.steps };
}

export const armiesCapability: Capability<ArmyRequest, ArmyResult> = {
  options: optionsNamed('allyAlignmentAgreed', 'smallGameUnlimitedTroops'),
  usesDice: false,
  run: validateArmy,
};
