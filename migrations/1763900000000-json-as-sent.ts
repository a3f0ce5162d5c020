import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Keep JSON as it was sent: `json` stores the text (key order included), where `jsonb` reorders
 * keys. A saved game's state comes back in the user's key order, and an idempotent replay is
 * byte for byte the first response. Existing rows keep the order jsonb gave them.
 */
export class JsonAsSent1763900000000 implements MigrationInterface {
  name = 'JsonAsSent1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE games ALTER COLUMN players TYPE json USING players::json, ALTER COLUMN state TYPE json USING state::json`);
    await q.query(`ALTER TABLE game_events ALTER COLUMN data TYPE json USING data::json`);
    await q.query(`ALTER TABLE idempotency_keys ALTER COLUMN body TYPE json USING body::json, ALTER COLUMN headers TYPE json USING headers::json`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE idempotency_keys ALTER COLUMN body TYPE jsonb USING body::jsonb, ALTER COLUMN headers TYPE jsonb USING headers::jsonb`);
    await q.query(`ALTER TABLE game_events ALTER COLUMN data TYPE jsonb USING data::jsonb`);
    await q.query(`ALTER TABLE games ALTER COLUMN players TYPE jsonb USING players::jsonb, ALTER COLUMN state TYPE jsonb USING state::jsonb`);
  }
}
