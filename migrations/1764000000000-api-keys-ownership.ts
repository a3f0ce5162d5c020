import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys (stored as SHA-256 hashes only) and an owner and a visibility on saved games. Games saved
 * before this change keep `owner_key_id` NULL: they belong to no key, and only the admin key reads them.
 */
export class ApiKeysOwnership1764000000000 implements MigrationInterface {
  name = 'ApiKeysOwnership1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        key_hash text UNIQUE NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      )`);
    await q.query(`ALTER TABLE games ADD COLUMN owner_key_id uuid REFERENCES api_keys(id)`);
    await q.query(`ALTER TABLE games ADD COLUMN visibility text NOT NULL DEFAULT 'private' CHECK (visibility IN ('private', 'public'))`);
    await q.query(`CREATE INDEX games_owner_seq ON games (owner_key_id, seq DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX games_owner_seq');
    await q.query('ALTER TABLE games DROP COLUMN visibility');
    await q.query('ALTER TABLE games DROP COLUMN owner_key_id');
    await q.query('DROP TABLE api_keys');
  }
}
