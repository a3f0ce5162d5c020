import type { WorkEstimators } from '../work.js';

/**
 * A Game of Thrones: listing every legal march of a house (`kind: marches`) enumerates splits of
 * every March order's units over the reachable areas, seconds on a crowded board, so it runs in
 * the worker pool under the time budget; every other request takes micro- to milliseconds.
 */
export const agotWork: WorkEstimators = {
  charges: (p) => ({ heavy: p.kind === 'marches', exceeded: [] }),
};
