import { bound, type WorkEstimators } from '../work.js';

/** A unit named by catalogue id counts as a Legion's attacks (the catalogue's largest). */
const CATALOGUE_UNIT_ATTACKS = 40;
/** Documented bounds (docs/api.md "Bounded work"; attacks and spell dice count alike): a real combat has a handful of units and a few hundred attacks. */
export const KOW_LIMITS = { attackers: 10, attacks: 1000 } as const;

type Unit = { att?: number; catalogueId?: string } | undefined;
type Spell = { n?: number } | undefined;
const attacks = (u: Unit) => (u?.catalogueId !== undefined && u.att === undefined ? CATALOGUE_UNIT_ATTACKS : (u?.att ?? 0));
/** A spell's dice (n) are its attacks: each one is rolled and convolved like a unit's. */
const dice = (s: Spell) => (typeof s?.n === 'number' ? s.n : 0);

/**
 * Kings of War: an exact melee grows with the square of the dice rolled (the damage of every
 * attacker is convolved), so many attackers with many attacks each are bounded and run off the
 * event loop; single attacks, shooting and charges stay inline.
 */
export const kowWork: WorkEstimators = {
  attacks: (p) => {
    const list = (p.attackers as Array<{ attacker?: Unit; spell?: Spell }> | undefined) ?? [];
    const spell = dice(p.spell as Spell);
    const own = spell > 0 ? spell : attacks(p.attacker as Unit);
    const total = list.reduce((n, a) => n + (a.spell ? dice(a.spell) : attacks(a.attacker)), 0) + own;
    return {
      heavy: list.length > 2 || total > 80,
      exceeded: [...bound('attackers', KOW_LIMITS.attackers, list.length, '/attackers'), ...bound('attacks', KOW_LIMITS.attacks, total, list.length ? '/attackers' : spell ? '/spell/n' : '/attacker/att')],
    };
  },
};
