/**
 * Compile-time checks (run by `npm run typecheck`): each `@ts-expect-error` line must be a type
 * error, so if the generated types ever stopped catching a wrong body, tsc would fail here.
 */
import { ArbiterError, createArbiter, responseOf, type ResponseMeta } from '../src/index.js';

const arbiter = createArbiter({ baseUrl: 'http://localhost:3000' });

export async function wrongBodiesFailTheTypeCheck(): Promise<void> {
  // @ts-expect-error name must be a string
  await arbiter.createGame({ system: 'kow', name: 42, players: [], state: {} });
  // @ts-expect-error state is required
  await arbiter.createGame({ system: 'kow', name: 'x', players: [] });
  // @ts-expect-error players are objects with a name
  await arbiter.createGame({ system: 'kow', name: 'x', players: ['Ana'], state: {} });
  // @ts-expect-error kind is 'rules' or 'note'
  await arbiter.appendGameEvent('id', { kind: 'shout', data: {} });
  // @ts-expect-error limit is a number
  await arbiter.listGames({ limit: 'ten' });
  // @ts-expect-error kind is melee, ranged, breath or spell
  await arbiter.resolveAttack('kow', { kind: 'stab', attacker: { catalogueId: 'x' }, target: { catalogueId: 'y' } });
  // @ts-expect-error a system that does not serve attacks is not accepted
  await arbiter.resolveAttack('t9a', {});
  // @ts-expect-error timeoutMs is a number of milliseconds
  await arbiter.health({ timeoutMs: '5s' });
  // @ts-expect-error idempotencyKey is a string or true
  await arbiter.createGame({ system: 'kow', name: 'x', players: [], state: {} }, { idempotencyKey: 42 });
}

/** Resilience options and typed errors, kept compiling. */
export async function resilience(signal: AbortSignal): Promise<number | undefined> {
  const a = createArbiter({ baseUrl: 'http://localhost:3000', timeoutMs: 5000, retry: { retries: 3, baseDelayMs: 100 }, autoIdempotencyKey: true });
  const game = await a.createGame({ system: 'kow', name: 'x', players: [], state: {} }, { signal, idempotencyKey: true, onResponse: (m: ResponseMeta) => m.requestId });
  const etag: string | undefined = responseOf(game)?.etag;
  try {
    await a.replaceGame(game.id, 1, { state: {} }, { retry: false });
  } catch (e) {
    if (e instanceof ArbiterError) {
      const code: string = e.code;
      const current: number | undefined = e.currentVersion;
      return (current ?? 0) + code.length + (etag ? 1 : 0) + (e.response?.attempts ?? 0);
    }
  }
  return undefined;
}

/** The README's example, kept compiling. */
export async function readmeExample(): Promise<unknown> {
  const elves = { catalogueId: 'elf-archers-regiment' };
  const attack = await arbiter.resolveAttack('kow', { kind: 'melee', facing: 'rear', attacker: elves, target: elves });
  return [attack.result.plan.dice, attack.distribution?.mean];
}

export async function rightBodiesPass(): Promise<number> {
  const game = await arbiter.createGame({ system: 'kow', name: 'x', players: [{ name: 'Ana' }], state: { turn: 1 } });
  const replaced = await arbiter.replaceGame(game.id, game.version, { state: { turn: 2 } });
  const { systems } = await arbiter.listSystems();
  return replaced.version + systems.length;
}
