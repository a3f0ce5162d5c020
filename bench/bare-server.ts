/**
 * The baseline: a bare node:http server with no framework, validation or database. Rules routes
 * (`POST /v1/{system}/{capability}`) parse the body and call the same domain capability as the API
 * (defaults of the options, exact dice unless asked), answering the same envelope; other routes
 * answer canned bodies. Started as its own process by the benches.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { resolveOptions } from '../src/domain/core/options.js';
import type { CapabilityId, DiceRequest } from '../src/domain/core/system.js';
import { SYSTEMS } from '../src/domain/registry.js';

const PATHS: Record<string, CapabilityId> = {
  'attacks/resolve': 'attacks',
  'charges/check': 'charges',
  'morale/test': 'morale',
  'armies/validate': 'armies',
  'terrain/setup': 'terrain',
  'scenarios/score': 'scoring',
};

/** The rules answer the API gives, computed the bare way; undefined when the route is not a rules route. */
function rules(url: string, raw: string): string | undefined {
  const m = /^\/v1\/([^/]+)\/(.+)$/.exec(url);
  const system = m && SYSTEMS.find((s) => s.id === m[1]);
  const cap = system && PATHS[m![2]] && system.capabilities[PATHS[m![2]]];
  if (!system || !cap) return undefined;
  const { rulesVersion = system.rulesVersions[0], options, dice, ...payload } = JSON.parse(raw) as Record<string, unknown>;
  const outcome = cap.run(payload, { rulesVersion: rulesVersion as string, options: resolveOptions(cap.options, options as Record<string, unknown>), dice: (dice as DiceRequest) ?? { mode: 'exact' } });
  return JSON.stringify({ system: system.id, rulesVersion, ...outcome });
}

const systems = process.env.SYSTEMS_BODY ?? '{}';
const game = process.env.GAME_BODY ?? '{}';
/**
 * Extra canned answers, keyed `"POST /v1/kow/attacks/resolve"` or, for several bodies on one path, by the
 * path and the exact body text (`"POST /v1/t9a/charges/check\n{...}"`); the request body is parsed, as the
 * API would. From ROUTES_FILE (large answers) or ROUTES.
 */
const routes: Record<string, string> = JSON.parse(process.env.ROUTES_FILE ? readFileSync(process.env.ROUTES_FILE, 'utf8') : (process.env.ROUTES ?? '{}'));
const cannedPaths = new Set(Object.keys(routes).map((k) => k.split('\n', 1)[0]));

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/v1/systems') {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(systems);
    return;
  }
  if (req.method === 'POST' && process.env.COMPUTE_RULES === '1' && req.url!.startsWith('/v1/') && req.url !== '/v1/games') {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = rules(req.url!, Buffer.concat(chunks).toString());
      res.writeHead(answer === undefined ? 404 : 200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(answer ?? '');
    });
    return;
  }
  const route = `${req.method} ${req.url}`;
  if (cannedPaths.has(route)) {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString();
      JSON.parse(raw);
      const canned = routes[`${route}\n${raw}`] ?? routes[route];
      res.writeHead(canned === undefined ? 404 : 200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(canned ?? '');
    });
    return;
  }
  if (req.method === 'POST' && req.url === '/v1/games') {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      JSON.parse(Buffer.concat(chunks).toString());
      res.writeHead(201, { 'content-type': 'application/json; charset=utf-8' });
      res.end(game);
    });
    return;
  }
  res.writeHead(404).end();
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
