// Adds lock entries for unrs-resolver's platform bindings that the npm registry mirror here does
// not serve, so `npm ci` sees a complete tree; npm skips them by os/cpu and never fetches them.
// Run after any `npm install` that rewrites package-lock.json: `node scripts/lock-platform-bindings.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const host = lock.packages['node_modules/unrs-resolver'];
if (!host) process.exit(0);
const version = host.version;
let added = 0;
for (const name of Object.keys(host.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const m = /resolver-binding-([a-z0-9]+)-([a-z0-9]+)(?:-([a-z0-9]+))?$/.exec(name);
  if (!m) continue;
  const [, os, cpu, abi] = m;
  const entry = { version, cpu: [cpu], dev: true, license: 'MIT', optional: true, os: [os] };
  if (os === 'linux' && abi) entry.libc = [abi.startsWith('musl') ? 'musl' : 'glibc'];
  lock.packages[key] = entry;
  added++;
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock: ${added} platform binding entries added`);
