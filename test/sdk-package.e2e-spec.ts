/**
 * The SDK as a third party gets it: `npm pack` in sdk/, the tarball unpacked into a fresh
 * TypeScript project in a temporary directory outside the repository, then type-checked with
 * nodenext and with bundler resolution. A correct call must compile, a wrong body must not, and
 * the packed JavaScript must load in Node. No network: the project's `node_modules` holds the
 * unpacked tarball and a link to the `openapi-fetch` already installed here.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repo = process.cwd();
const tsc = resolve(repo, 'node_modules/typescript/bin/tsc');
let work: string;
let tarball: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'arbiter-sdk-pack-'));
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: resolve(repo, 'sdk'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const [{ filename, files }] = JSON.parse(out.slice(out.indexOf('['))) as Array<{ filename: string; files: Array<{ path: string }> }>;
  tarball = join(work, filename);
  expect(files.map((f) => f.path).sort()).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'dist/http.js', 'dist/schema.d.ts', 'package.json', 'README.md']));
}, 120_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const CORRECT = `import { ArbiterError, createArbiter, responseOf, type Schemas } from '@arbiter/sdk';

const arbiter = createArbiter({ baseUrl: 'http://localhost:3000', timeoutMs: 5000 });

export async function play(): Promise<number> {
  const game = await arbiter.createGame({ system: 'kow', name: 'Demo', players: [{ name: 'Ana' }], state: { turn: 1 } }, { idempotencyKey: true });
  const version: number = game.version;
  // @ts-expect-error the version is a number, not any
  const wrong: string = game.version;
  const attack = await arbiter.resolveAttack('kow', { kind: 'melee', facing: 'rear', attacker: { catalogueId: 'elf-archers-regiment' }, target: { catalogueId: 'elf-archers-regiment' } });
  const dice: number = attack.result.plan.dice;
  const etag: string | undefined = responseOf(game)?.etag;
  try {
    await arbiter.replaceGame(game.id, version, { state: { turn: 2 } });
  } catch (e) {
    if (e instanceof ArbiterError && e.status === 412) return e.currentVersion ?? 0;
  }
  const problem: Schemas['ProblemDto'] | undefined = undefined;
  return version + dice + (etag ? 1 : 0) + (problem ? 1 : 0) + wrong.length;
}
`;

const WRONG = `import { createArbiter } from '@arbiter/sdk';

const arbiter = createArbiter({ baseUrl: 'http://localhost:3000' });
export const wrong = arbiter.createGame({ system: 'kow', name: 42, players: [], state: {} });
`;

const RUNTIME = `import { ArbiterError, createArbiter } from '@arbiter/sdk';
const a = createArbiter({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000, retry: false });
try { await a.health(); process.exit(2); } catch (e) {
  if (!(e instanceof ArbiterError) || e.code !== 'network_error' || e.status !== 0) { console.error(e); process.exit(3); }
}
console.log(typeof createArbiter);
`;

function project(name: string, compilerOptions: Record<string, unknown>, pkgType: 'module' | undefined): string {
  const dir = join(work, name);
  const sdkDir = join(dir, 'node_modules/@arbiter/sdk');
  mkdirSync(sdkDir, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', sdkDir, '--strip-components=1']);
  symlinkSync(realpathSync(resolve(repo, 'node_modules/openapi-fetch')), join(dir, 'node_modules/openapi-fetch'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `consumer-${name}`, private: true, ...(pkgType ? { type: pkgType } : {}), dependencies: { '@arbiter/sdk': `file:${tarball}` } }));
  const base = { strict: true, target: 'ES2022', lib: ['ES2022', 'DOM'], noEmit: true, types: [], ...compilerOptions };
  writeFileSync(join(dir, 'tsconfig.correct.json'), JSON.stringify({ compilerOptions: base, files: ['correct.ts'] }));
  writeFileSync(join(dir, 'tsconfig.wrong.json'), JSON.stringify({ compilerOptions: base, files: ['wrong.ts'] }));
  writeFileSync(join(dir, 'correct.ts'), CORRECT);
  writeFileSync(join(dir, 'wrong.ts'), WRONG);
  return dir;
}

function typecheck(dir: string, which: 'correct' | 'wrong'): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, [tsc, '-p', `tsconfig.${which}.json`], { cwd: dir, encoding: 'utf8' });
  return { status: r.status, out: r.stdout + r.stderr };
}

describe.each([
  ['nodenext', { module: 'nodenext', moduleResolution: 'nodenext' }, 'module' as const],
  ['bundler', { module: 'esnext', moduleResolution: 'bundler' }, undefined],
])('the packed SDK in a fresh project with %s resolution', (name, options, pkgType) => {
  let dir: string;
  beforeAll(() => {
    dir = project(name, options, pkgType);
  });

  it('holds the generated types beside the index', () => {
    expect(readdirSync(join(dir, 'node_modules/@arbiter/sdk/dist')).sort()).toEqual(expect.arrayContaining(['http.d.ts', 'index.d.ts', 'index.js', 'schema.d.ts']));
  });

  it('type-checks a correct call', () => {
    const r = typecheck(dir, 'correct');
    expect(r.out).toBe('');
    expect(r.status).toBe(0);
  }, 60_000);

  it('rejects a wrong body', () => {
    const r = typecheck(dir, 'wrong');
    expect(r.status).not.toBe(0);
    expect(r.out).toMatch(/wrong\.ts\(4,\d+\): error TS2322: Type 'number' is not assignable to type 'string'/);
  }, 60_000);
});

it('the packed JavaScript loads in Node and raises ArbiterError for a refused connection', () => {
  const dir = project('runtime', { module: 'nodenext', moduleResolution: 'nodenext' }, 'module');
  writeFileSync(join(dir, 'runtime.mjs'), RUNTIME);
  const r = spawnSync(process.execPath, ['runtime.mjs'], { cwd: dir, encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.stdout.trim()).toBe('function');
  expect(r.status).toBe(0);
}, 30_000);
