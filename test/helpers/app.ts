import { afterAll, beforeAll } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp, type App, type CreateAppOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { Database } from '../../src/database/database.js';

export interface TestApp {
  app: NestFastifyApplication;
  /** supertest against the in-process server (real HTTP on an ephemeral port). */
  http: ReturnType<typeof request>;
  /** POST /graphql; resolves to the parsed body ({data, errors}). */
  gql(query: string, variables?: Record<string, unknown>): Promise<{ data?: any; errors?: any[] }>;
  db: Database;
  close(): Promise<void>;
}

/**
 * The real application on a real database: `DATABASE_URL` when set (CI runs the suite a second
 * time against a PostgreSQL server), otherwise an in-memory PGlite. Rate limiting is off.
 */
export async function createTestApp(env: Record<string, string> = {}, opts: CreateAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0', DATABASE_URL: process.env.DATABASE_URL ?? '', ...env });
  const db = await Database.open({ url: config.databaseUrl, dataDir: undefined });
  const built: App = await createApp(config, db, opts);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const server = built.app.getHttpServer();
  const http = request(server);
  return {
    app: built.app,
    http,
    db,
    async gql(query, variables) {
      const res = await request(server).post('/graphql').set('content-type', 'application/json').send({ query, variables });
      return res.body;
    },
    close: () => built.close(),
  };
}

/** Delete every saved game (tests sharing a real server start clean). */
export async function truncateGames(db: Database): Promise<void> {
  await db.dataSource.query('TRUNCATE games, game_events, idempotency_keys');
}

/**
 * One app for a whole spec file: started before its tests, closed after them. Read `.current`
 * inside tests (it is set once `beforeAll` has run).
 */
export function useTestApp(env: Record<string, string> = {}, opts: CreateAppOptions = {}): { current: TestApp } {
  const holder = {} as { current: TestApp };
  beforeAll(async () => {
    holder.current = await createTestApp(env, opts);
  }, 120000);
  afterAll(async () => {
    await holder.current?.close();
  }, 60000);
  return holder;
}
