import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate-limit counters shared by every instance on one database: one row per bucket (an API key or
 * a client address) and window. UNLOGGED: counters need no crash safety, and skip the WAL.
 */
export class RateLimits1795529039833 implements MigrationInterface {
  name = 'RateLimits1795529039833';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE UNLOGGED TABLE rate_limits (
        key text PRIMARY KEY,
        count integer NOT NULL,
        reset_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE rate_limits');
  }
}
