/**
 * The baseline: a bare node:http server answering the same bodies as the API, with no
 * framework, validation or database. Started as its own process by the platform bench.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const systems = process.env.SYSTEMS_BODY ?? '{}';
const game = process.env.GAME_BODY ?? '{}';
/** Extra canned answers: {"POST /v1/kow/attacks/resolve": "<body>"}; the request body is parsed, as the API would. From ROUTES_FILE (large answers) or ROUTES. */
const routes: Record<string, string> = JSON.parse(process.env.ROUTES_FILE ? readFileSync(process.env.ROUTES_FILE, 'utf8') : (process.env.ROUTES ?? '{}'));

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/v1/systems') {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(systems);
    return;
  }
  const canned = routes[`${req.method} ${req.url}`];
  if (canned !== undefined) {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      JSON.parse(Buffer.concat(chunks).toString());
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(canned);
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
