import { PROFILES } from '../../../domain/systems/t9a/catalogue.js';
import { bound, type WorkEstimators } from '../work.js';

/** Documented bounds (docs/t9a.md "Limits"): the joint outcomes an exact combat round walks; the models artillery placed on the table lays out. */
export const T9A_LIMITS = { combatRoundOutcomes: 100_000, placedModels: 400 } as const;

type UnitBody = { catalogueId?: string; models?: number; profile?: { W?: number } } | undefined;
const wounds = (u: UnitBody): number => {
  const cat = u?.catalogueId !== undefined ? PROFILES[u.catalogueId] : undefined;
  return (u?.models ?? cat?.models ?? 1) * Math.max(1, u?.profile?.W ?? cat?.profile?.W ?? 1);
};
type SpecialsBody = { specials?: Array<{ kind?: string; fighter?: boolean } | undefined> };
type SideBody = { challenge?: { champion?: boolean; character?: UnitBody }; characters?: UnitBody[] } & SpecialsBody;
/** Special attacks that strike a unit as a whole (not Crush Attack, not a challenge fighter's): their hits may be spread. */
const spreading = (b: SpecialsBody | undefined): boolean => Array.isArray(b?.specials) && b.specials.some((sp) => sp?.kind !== 'crush' && !sp?.fighter);

/**
 * The 9th Age: an exact combat round walks the joint distribution of the wounds every pool lost (both units,
 * the challenge fighters, each with up to 3 wounds of Overkill, and the characters), so its size is bounded and a large one runs
 * off the event loop (the estimate does not see the dice mode, so seeded and given rounds share the bound);
 * single attacks stay inline. Several chargers placed together run in the pool from five chargers on.
 */
export const t9aWork: WorkEstimators = {
  // several chargers placed together (docs/t9a.md, Limits): five or six run off the event loop; the search itself
  // stops at its documented step bound (a 422 too_complex from the domain)
  charges: (p) => ({ heavy: Array.isArray(p.chargerIds) && p.chargerIds.length >= 5, exceeded: [] }),
  attacks: (p) => {
    // artillery placed on the table: every model of every unit is laid out and swept over (units[0] defaults to the target's);
    // 400 models take some 25-40 ms (a 5" template out of sight): past 200 off the event loop
    const placed = (p.artillery as { placement?: { units?: Array<{ models?: number; files?: number; characters?: unknown[] } | undefined> } } | undefined)?.placement?.units;
    if (p.kind === 'artillery' && Array.isArray(placed)) {
      const models = placed.reduce((n, u, i) => n + (u?.models ?? (i === 0 ? wounds({ ...(p.target as UnitBody), profile: { W: 1 } }) + (Array.isArray(u?.characters) ? u.characters.length : 0) : u?.files ?? 1)), 0);
      return { heavy: models > 200, exceeded: bound('placedModels', T9A_LIMITS.placedModels, models, '/artillery/placement/units') };
    }
    if (p.kind !== 'combatRound') return { heavy: false, exceeded: [] };
    const sides = ((p.combat as { sides?: SideBody[] } | undefined)?.sides ?? []).slice(0, 2);
    const units = [p.attacker as UnitBody, p.target as UnitBody];
    let outcomes = units.reduce((n, u) => n * (wounds(u) + 1), 1);
    sides.forEach((s, i) => {
      if (s?.challenge?.champion) outcomes *= Math.max(1, units[i]?.profile?.W ?? 1) + 4;
      else if (s?.challenge?.character) outcomes *= wounds({ ...s.challenge.character, models: 1 }) + 4;
      // each character outside the challenge has its own pool (it can be struck by directed attacks)
      for (const c of Array.isArray(s?.characters) ? s.characters : []) outcomes *= wounds({ ...c, models: 1 }) + 1;
    });
    // the other units of a multiple combat: a pool each
    const more = (p.combat as { units?: Array<{ unit?: UnitBody; side?: number } & SpecialsBody> } | undefined)?.units;
    for (const m of Array.isArray(more) ? more : []) outcomes *= wounds(m?.unit) + 1;
    // special hits spread over a unit's R&F and characters (L2629-2652) walk, from each outcome, the joint wounds of all
    // of them: such a round runs off the event loop once that product passes the same mark (the time budget bounds it)
    let spread = 1;
    ([0, 1] as const).forEach((i) => {
      const chars = sides[1 - i]?.characters;
      const strikes = spreading(sides[i]) || (Array.isArray(more) && more.some((m) => m?.side === i && spreading(m)));
      if (strikes && Array.isArray(chars) && chars.length) spread = Math.max(spread, chars.reduce((n, c) => n * (wounds({ ...c, models: 1 }) + 1), wounds(units[1 - i]) + 1));
    });
    return { heavy: outcomes > 5_000 || outcomes * spread > 5_000, exceeded: bound('combatRoundOutcomes', T9A_LIMITS.combatRoundOutcomes, outcomes, '/combat') };
  },
};
