import type { DataSource, EntityManager } from 'typeorm';
import type { IdempotencyClaim, StoredResponse } from '../games.repository.js';
import { IdempotencyKeyEntity } from './entities.js';

/**
 * One transaction that does `work` at most once per idempotency claim (API.md §3): the key is
 * claimed first (a concurrent claim of the same key waits on the insert, then sees its committed
 * row), a repeat with the same request replays the stored response, another request is a conflict,
 * and the response is stored in the transaction that does the write. Saved games and tournaments
 * share it, with the same `idempotency_keys` table.
 */
export function idempotentTransaction<U>(
  ds: DataSource,
  claim: IdempotencyClaim | undefined,
  unitOfWork: (m: EntityManager) => U,
  work: (uow: U) => Promise<StoredResponse>,
): Promise<{ response: StoredResponse; replayed: boolean } | { conflict: true }> {
  return ds.transaction(async (m) => {
    if (claim) {
      const inserted = (await m.query(
        `INSERT INTO idempotency_keys (scope, key, request_hash, status, body, headers) VALUES ($1, $2, $3, 0, 'null', '{}')
         ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
        [claim.scope, claim.key, claim.requestHash],
      )) as unknown[];
      if (inserted.length === 0) {
        const prior = await m.getRepository(IdempotencyKeyEntity).findOneByOrFail({ scope: claim.scope, key: claim.key });
        if (prior.requestHash !== claim.requestHash) return { conflict: true as const };
        return { response: { status: prior.status, body: prior.body, headers: prior.headers }, replayed: true };
      }
    }
    const response = await work(unitOfWork(m));
    if (claim) {
      await m.query(`UPDATE idempotency_keys SET status = $3, body = $4, headers = $5 WHERE scope = $1 AND key = $2`, [
        claim.scope,
        claim.key,
        response.status,
        JSON.stringify(response.body),
        JSON.stringify(response.headers),
      ]);
    }
    return { response, replayed: false };
  });
}
