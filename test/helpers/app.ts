import { afterAll, beforeAll } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import request from 'supertest';
import { createApp, type App, type CreateAppOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { Database } from '../../src/database/database.js';
import { KeysService } from '../../src/modules/keys/keys.service.js';

export interface TestApp {
  app: NestFastifyApplication;
  /** supertest against the in-process server (real HTTP on an ephemeral port). */
  http: ReturnType<typeof request>;
  /** POST /graphql with `key` (default: this app's key; null: anonymous); resolves to the parsed body ({data, errors}). */
  gql(query: string, variables?: Record<string, unknown>, key?: string | null): Promise<{ data?: any; errors?: any[] }>;
  /** The input type of a mutation's `input` argument in the served schema, e.g. `KowAttackRequestInput!`. */
  inputType(mutation: string): string;
  /** A fresh API key created at start-up (API.md §7): games and tournaments need one. */
  key: string;
  /** `{ authorization: 'Bearer <key>' }` for supertest's `.set()`. */
  auth: { authorization: string };
  /** Create another API key; resolves to its secret. */
  newKey(name?: string): Promise<string>;
  db: Database;
  close(): Promise<void>;
}

/**
 * The real application on a real database: `DATABASE_URL` when set (CI runs the suite a second
 * time against a PostgreSQL server), otherwise an in-memory PGlite. Rate limiting is off.
 */
export async function createTestApp(env: Record<string, string> = {}, opts: CreateAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_KEY_PER_MINUTE: '0', DATABASE_URL: process.env.DATABASE_URL ?? '', ...env });
  const db = await Database.open({ url: config.databaseUrl, dataDir: undefined });
  const built: App = await createApp(config, db, opts);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const server = built.app.getHttpServer();
  const http = request(server);
  // Straight through the service (as the admin would), so making keys costs no rate-limit budget.
  const keys = built.app.get(KeysService);
  const newKey = async (name = 'test') => (await keys.create({ name }, { id: 'admin', name: 'admin', admin: true }, undefined)).key;
  const key = await newKey();
  return {
    app: built.app,
    http,
    db,
    key,
    auth: { authorization: `Bearer ${key}` },
    newKey,
    inputType(mutation) {
      const field = built.app.get(GraphQLSchemaHost).schema.getMutationType()?.getFields()[mutation];
      const input = field?.args.find((a) => a.name === 'input');
      if (!input) throw new Error(`no mutation ${mutation} with an input argument`);
      return String(input.type);
    },
    async gql(query, variables, as = key) {
      const res = await request(server)
        .post('/graphql')
        .set('content-type', 'application/json')
        .set(as === null ? {} : { authorization: `Bearer ${as}` })
        .send({ query, variables });
      return res.body;
    },
    close: () => built.close(),
  };
}

/** Delete every saved game (tests sharing a real server start clean). */
export async function truncateGames(db: Database): Promise<void> {
  await db.dataSource.query('TRUNCATE games, game_events, idempotency_keys, tournaments, tournament_players, tournament_tables, tournament_events');
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
