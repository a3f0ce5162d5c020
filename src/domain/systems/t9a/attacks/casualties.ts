/** Casualties from the R&F wound pool: whole models removed, the remainder carried (L2113-2127). */
export function casualties(models: number, w: number, taken: number, unsaved: number): { inflicted: number; removed: number; carried: number } {
  const remaining = models * w - taken;
  const inflicted = Math.min(unsaved, remaining);
  const total = taken + inflicted;
  const removed = Math.min(models, Math.floor(total / w));
  return { inflicted, removed: removed - Math.floor(taken / w), carried: removed >= models ? 0 : total - removed * w };
}
