/** The target numbers of The 9th Age: to hit (L1541-1672, L1323-1411), to wound (L1935-2064), armour (L2065-2090). */

/** Close combat: 3+ against a lower WS, 4+ up to double, 5+ above double (L1543-1546). */
export function meleeBase(att: number, def: number): number {
  if (def < att) return 3;
  if (def <= 2 * att) return 4;
  return 5;
}

/** Shooting: BS + modifiers → the roll needed; 7+ as a 6 then 4+/5+/6+; null when impossible (L1393-1399). */
export function shootingTarget(eff: number): { target: number; second?: number } | null {
  if (eff >= 5) return { target: 2 };
  if (eff >= 1) return { target: 7 - eff };
  if (eff >= -2) return { target: 6, second: 4 - eff };
  return null;
}

/** S against T; S0 never wounds (L1936-1941). */
export function woundTarget(s: number, t: number): number | null {
  if (s <= 0) return null;
  const d = s - t;
  return d >= 2 ? 2 : d === 1 ? 3 : d === 0 ? 4 : d === -1 ? 5 : 6;
}

/** Armour modifier of a Strength: 0 up to S3, −1 per point above, at most −6 (L2069-2090). */
export const strengthArmourMod = (s: number): number => Math.min(6, Math.max(0, s - 3));

/** The armour save needed, or null when impossible; the bonus is capped at +6, a natural 1 fails (L2536-2577). */
export function armourTarget(bonus: number, s: number, ap: number): number | null {
  const b = Math.min(6, bonus);
  if (b <= 0) return null;
  const need = 7 - b + strengthArmourMod(s) + ap;
  if (need > 6) return null;
  return Math.max(2, need);
}

export const clamp10 = (v: number): number => Math.max(0, Math.min(10, v));
