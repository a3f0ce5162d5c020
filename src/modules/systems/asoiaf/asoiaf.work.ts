import { CARDS } from '../../../domain/systems/asoiaf/data/cards.js';
import { bound, type WorkEstimators } from '../work.js';

/**
 * Documented bound (docs/asoiaf.md "Limits"): an exact attack keeps the attacker's natural 1s (Wildfire self-wounds)
 * and its misses (Retaliation) apart from its hits, so its outcomes grow with (dice + 1) for each of the two.
 */
export const ASOIAF_LIMITS = { attackStates: 64 } as const;

interface Profile { dice?: number[]; keywords?: string[] }
interface UnitBody { catalogueId?: string; attacks?: Profile[]; abilities?: string[] }

const card = (u: UnitBody | undefined) => CARDS.find((c) => c.id === u?.catalogueId);
const profiles = (p: Record<string, unknown>): Profile[] => {
  if (p.profile) return [p.profile as Profile];
  const attacker = p.attacker as UnitBody | undefined;
  return attacker?.attacks ?? (card(attacker)?.attacks as Profile[] | undefined) ?? [];
};

/** Attack outcomes an exact evaluation keeps apart: (dice + 1) per count it must carry (natural 1s, misses). */
export function attackStates(p: Record<string, unknown>): number {
  const list = profiles(p);
  const dice = Math.max(0, ...list.map((a) => a.dice?.[0] ?? 0));
  const ones = list.some((a) => a.keywords?.includes('selfWoundOnOnes'));
  const defender = p.defender as UnitBody | undefined;
  const abilities = [...(defender?.abilities ?? []), ...(card(defender)?.abilities ?? [])];
  return (ones ? dice + 1 : 1) * (abilities.includes('retaliation') ? dice + 1 : 1);
}

/**
 * A Song of Ice and Fire: attacks that carry natural 1s or misses run off the event loop, and are bounded; so does
 * a retreat, whose search for any legal retreat walks a grid of distances and pivots (milliseconds, over 100 ms for
 * a fast unit boxed in by many pieces).
 */
export const asoiafWork: WorkEstimators = {
  charges: (p) => ({ heavy: p.mode === 'retreat', exceeded: [] }),
  attacks: (p) => {
    const states = attackStates(p);
    return { heavy: states > 1, exceeded: bound('attackStates', ASOIAF_LIMITS.attackStates, states, p.profile ? '/profile/dice' : '/attacker/attacks') };
  },
};
