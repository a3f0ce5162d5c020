/**
 * A small closed-loop HTTP load generator on node:http with keep-alive: `connections` clients each
 * send their next request as soon as the last answered, for `durationMs`. Reports throughput and
 * latency percentiles. Loopback only.
 */
import { readFileSync } from 'node:fs';
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

/**
 * CPU time a process has used so far, in ms (Linux /proc; undefined elsewhere). Around a load run it gives the
 * server's CPU per request, which a busy machine inflates far less than it bends throughput: the capacity of each
 * server when it, not the load generator, is what limits.
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return undefined;
  }
}

/** `load`, plus the server's CPU microseconds per answered request (undefined where /proc is not there). */
export async function loadWithCpu(spec: LoadSpec, serverPid: number | undefined): Promise<LoadResult & { cpuUsPerRequest?: number }> {
  const before = processCpuMs(serverPid);
  const r = await load(spec);
  const after = processCpuMs(serverPid);
  return before === undefined || after === undefined || r.requests === 0 ? r : { ...r, cpuUsPerRequest: ((after - before) * 1000) / r.requests };
}
