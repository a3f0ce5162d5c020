/**
 * The charge die (000_4d85fd9897d069bf.txt L1046-1060, L1109-1119; 002_953a7ceb75253954.txt L797, L816, L1140):
 * Speed + 1D6; a natural 1 disorders the charge. 2018 Slowing terrain in the path: 2 dice, keep the lower, and
 * a kept 1 or 2 disorders it. Exact chances by counting every face.
 */
export interface DieRule {
  /** 2018 Slowing: two dice, keep the lower. */
  slowing: boolean;
  /** 2021 Difficult terrain crossed or ended on: no charge bonus. */
  difficult: boolean;
}

export interface DieOutcome {
  success: boolean;
  disordered: boolean;
  chargeBonus: boolean;
}

/**
 * What a kept die result means for a charge needing `need`: a 1 (2018 Slowing: a kept 1 or 2) disorders the charge
 * whether or not it reaches, so a failed charge on a 1 still bars Tactics cards (000_4d85fd9897d069bf.txt L1061-1062,
 * L1115-1119; 002_953a7ceb75253954.txt L797, L816, L1140).
 */
export function outcomeOf(kept: number, need: number, rule: DieRule): DieOutcome {
  const success = kept >= need;
  const disordered = rule.slowing ? kept <= 2 : kept === 1;
  return { success, disordered, chargeBonus: success && !disordered && !rule.difficult };
}

export interface ChargeOdds {
  denominator: number;
  success: number;
  disordered: number;
  chargeBonus: number;
  /** Probability of each kept die result. */
  kept: Map<number, number>;
}

/** Counts over every face (6, or 36 with two dice), as numerators over `denominator` (000_4d85fd9897d069bf.txt L1046-1060). */
export function chargeOdds(need: number, rule: DieRule): ChargeOdds {
  const faces: number[] = [];
  if (rule.slowing) for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) faces.push(Math.min(a, b));
  else for (let a = 1; a <= 6; a++) faces.push(a);
  const odds: ChargeOdds = { denominator: faces.length, success: 0, disordered: 0, chargeBonus: 0, kept: new Map() };
  for (const k of faces) {
    const o = outcomeOf(k, need, rule);
    odds.success += o.success ? 1 : 0;
    // pDisordered is the chance of a charge that reaches disordered (digest §4.6)
    odds.disordered += o.success && o.disordered ? 1 : 0;
    odds.chargeBonus += o.chargeBonus ? 1 : 0;
    odds.kept.set(k, (odds.kept.get(k) ?? 0) + 1 / faces.length);
  }
  return odds;
}

/** A fraction over the number of die outcomes (e.g. "4/6"), as kow and t9a give it. */
export const fraction = (num: number, den: number): string => `${num}/${den}`;

/** The outcome distribution of a legal charge (000_4d85fd9897d069bf.txt L1054-1062, L1109-1137). */
export const outcomeDist = (o: { success: number; disordered: number }, den: number) => [
  { value: 'failed', p: 1 - o.success / den },
  { value: 'disordered', p: o.disordered / den },
  { value: 'success', p: (o.success - o.disordered) / den },
];

/** Mean charge distance, Speed + the kept die (000_4d85fd9897d069bf.txt L1048-1050). */
export const meanOf = (o: { kept: Map<number, number> }, speed: number) => [...o.kept].reduce((a, [k, p]) => a + (speed + k) * p, 0);
