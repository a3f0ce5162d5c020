/**
 * Supply limits (AGoT supply: 001_4bc5a92fd4dd1b7e.txt L651-742): a house's armies (2+ of its
 * units in one area, ports included) must fit the row of its Supply track position.
 */
export const SUPPLY_TABLE: readonly (readonly number[])[] = [
  [2, 2],
  [3, 2],
  [3, 2, 2],
  [3, 2, 2, 2],
  [3, 3, 2, 2],
  [4, 3, 2, 2],
  [4, 3, 2, 2, 2],
];

/** Do these army sizes fit the supply level? Biggest armies take the biggest slots. */
export function fitsSupply(level: number, unitCounts: readonly number[]): boolean {
  const armies = unitCounts.filter((n) => n >= 2).sort((a, b) => b - a);
  const slots = SUPPLY_TABLE[Math.max(0, Math.min(6, level))];
  return armies.length <= slots.length && armies.every((n, i) => n <= slots[i]);
}
