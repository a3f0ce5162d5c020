import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Saved games, their append-only event log, and idempotency records. Postgres 15 SQL. */
export class InitialSchema1763850000000 implements MigrationInterface {
  name = 'InitialSchema1763850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE games (
        id uuid PRIMARY KEY,
        seq bigserial UNIQUE NOT NULL,
        system text NOT NULL,
        rules_version text NOT NULL,
        name text NOT NULL,
        players jsonb NOT NULL,
        state jsonb NOT NULL,
        version integer NOT NULL DEFAULT 1,
        event_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX games_system_seq ON games (system, seq DESC)`);
    await q.query(`
      CREATE TABLE game_events (
        game_id uuid NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq integer NOT NULL,
        kind text NOT NULL,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game_id, seq)
      )`);
    await q.query(`
      CREATE TABLE idempotency_keys (
        scope text NOT NULL,
        key text NOT NULL,
        request_hash text NOT NULL,
        status integer NOT NULL,
        body jsonb NOT NULL,
        headers jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, key)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE idempotency_keys');
    await q.query('DROP TABLE game_events');
    await q.query('DROP TABLE games');
  }
}
