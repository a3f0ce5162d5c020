/**
 * AGoT: every single-unit March of one house on the 6-player opening board, checked one by one
 * (58 destinations × each of its areas), median per full sweep and per check, domain level.
 * Run: `npm run build && node dist/bench/agot.bench.js`.
 */
import type { AreaState } from '../src/domain/systems/agot/board.js';
import { AREAS } from '../src/domain/systems/agot/map.js';
import { marchCapability } from '../src/domain/systems/agot/march.js';
import { setupCapability } from '../src/domain/systems/agot/setup.js';

const ctx = { rulesVersion: 'agot-2e', options: { startingUnits: 'errataV2', portsLinkTransport: false }, dice: { mode: 'exact' as const } };
const opening = setupCapability.run({ playerCount: 6 }, ctx).result;
const board: AreaState[] = opening.areas.map((a) => ({
  id: a.id,
  owner: a.owner,
  units: a.units?.map((type) => ({ type })),
  garrison: a.garrison,
  neutralForce: a.neutralForce,
  order: a.owner === 'baratheon' ? { type: 'march' as const } : undefined,
}));
const origins = board.filter((a) => a.owner === 'baratheon' && (a.units?.length ?? 0) > 0);

function sweep(): { checks: number; legal: number } {
  let checks = 0;
  let legal = 0;
  for (const o of origins) {
    for (const dest of AREAS) {
      if (dest.id === o.id) continue;
      checks++;
      const r = marchCapability.run({ house: 'baratheon', board, supplyLevel: 2, availablePower: 5, march: { from: o.id, moves: [{ to: dest.id, units: [0] }] } }, ctx);
      if (r.result.legal) legal++;
    }
  }
  return { checks, legal };
}

for (let i = 0; i < 5; i++) sweep();
const times: number[] = [];
let last = { checks: 0, legal: 0 };
for (let i = 0; i < 30; i++) {
  const t0 = performance.now();
  last = sweep();
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`agot bench (node ${process.version})`);
console.log(`all single-unit marches of Baratheon on the 6-player opening: ${last.checks} checks, ${last.legal} legal`);
console.log(`median ${median.toFixed(2)} ms per sweep, ${((1000 * median) / last.checks).toFixed(1)} µs per march check`);
