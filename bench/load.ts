/**
 * A small closed-loop HTTP load generator on node:http with keep-alive: `connections` clients each
 * send their next request as soon as the last answered, for `durationMs`. Reports throughput and
 * latency percentiles. Loopback only.
 */
import http from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  expectStatus: number;
  connections: number;
  durationMs: number;
}

export async function load(spec: LoadSpec): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
  const latencies: number[] = [];
  let errors = 0;
  const u = new URL(spec.url);
  const end = performance.now() + spec.durationMs;
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.request(
        { agent, host: u.hostname, port: u.port, path: u.pathname + u.search, method: spec.method, headers: { ...(spec.body ? { 'content-type': 'application/json' } : {}), ...(spec.headers ?? {}) } },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === spec.expectStatus) latencies.push(performance.now() - t0);
            else errors++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(spec.body);
    });
  const start = performance.now();
  await Promise.all(
    Array.from({ length: spec.connections }, async () => {
      while (performance.now() < end) await one();
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: pct(0.5), p99: pct(0.99) };
}

export function fmt(r: LoadResult): string {
  return `${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  (${r.requests} ok, ${r.errors} errors)`;
}
