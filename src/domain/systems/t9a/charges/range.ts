/** Charge-range odds: the dice totals a charger can roll (L873-877, L2810-2813, L3434-3435, L3545-3547). */

/** P(dice total ≥ n): 2D6, best two of 3D6 (Swiftstride), or a Random Movement D6 expression; champion floor 4. */
export function rangeDist(kind: { swiftstride: boolean; random?: { count: number; plus: number } }, championFloor: boolean, perDie = false): { dist: Map<number, number>; denominator: number } {
  const die = (f: number) => (perDie ? Math.max(4, f) : f);
  const d = new Map<number, number>();
  const addp = (v: number, p: number) => d.set(v, (d.get(v) ?? 0) + p);
  if (kind.random) {
    let cur = new Map([[kind.random.plus, 1]]);
    for (let i = 0; i < kind.random.count; i++) { const n = new Map<number, number>(); for (const [v, p] of cur) for (let f = 1; f <= 6; f++) n.set(v + f, (n.get(v + f) ?? 0) + p / 6); cur = n; }
    return { dist: cur, denominator: 6 ** kind.random.count };
  }
  if (kind.swiftstride) for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) addp(Math.max(championFloor ? 4 : 0, die(a) + die(b) + die(c) - Math.min(die(a), die(b), die(c))), 1 / 216);
  else for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) addp(Math.max(championFloor ? 4 : 0, die(a) + die(b)), 1 / 36);
  return { dist: d, denominator: kind.swiftstride ? 216 : 36 };
}

/** 2D6 ≤ ld as an exact fraction; with a reroll (Hold your Ground) over 1296. */
export const ldFraction = (ld: number, reroll: boolean) => {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= ld) n++;
  return reroll ? `${1296 - (36 - n) ** 2}/1296` : `${n}/36`;
};

