import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tournaments, their players, paired tables (with results) and a gapless event log. Postgres 15 SQL. */
export class Tournaments1764000100000 implements MigrationInterface {
  name = 'Tournaments1764000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tournaments (
        id uuid PRIMARY KEY,
        seq bigserial UNIQUE NOT NULL,
        owner_key_id uuid REFERENCES api_keys(id),
        visibility text NOT NULL DEFAULT 'private' CHECK (visibility IN ('private', 'public')),
        system text NOT NULL,
        rules_version text NOT NULL,
        name text NOT NULL,
        scoring jsonb NOT NULL,
        rounds integer NOT NULL,
        seed text NOT NULL,
        rounds_paired integer NOT NULL DEFAULT 0,
        player_count integer NOT NULL DEFAULT 0,
        event_count integer NOT NULL DEFAULT 0,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX tournaments_owner_seq ON tournaments (owner_key_id, seq DESC)`);
    await q.query(`
      CREATE TABLE tournament_players (
        tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
        id integer NOT NULL,
        name text NOT NULL,
        club text,
        army jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tournament_id, id)
      )`);
    await q.query(`
      CREATE TABLE tournament_tables (
        tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
        round integer NOT NULL,
        table_no integer NOT NULL,
        player_a integer NOT NULL,
        player_b integer,
        result jsonb,
        result_version integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tournament_id, round, table_no)
      )`);
    await q.query(`
      CREATE TABLE tournament_events (
        tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
        seq integer NOT NULL,
        kind text NOT NULL,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tournament_id, seq)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE tournament_events');
    await q.query('DROP TABLE tournament_tables');
    await q.query('DROP TABLE tournament_players');
    await q.query('DROP TABLE tournaments');
  }
}
