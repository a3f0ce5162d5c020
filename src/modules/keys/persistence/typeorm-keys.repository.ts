import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { KeysRepository, type ApiKey } from '../keys.repository.js';
import { ApiKeyEntity } from './entities.js';

const toKey = (e: ApiKeyEntity): ApiKey => ({ id: e.id, name: e.name, createdAt: new Date(e.createdAt), revokedAt: e.revokedAt ? new Date(e.revokedAt) : null });

export class TypeOrmKeysRepository extends KeysRepository {
  constructor(private readonly ds: DataSource) {
    super();
  }

  async insert(name: string, keyHash: string): Promise<ApiKey> {
    const rows = (await this.ds.query(`INSERT INTO api_keys (id, name, key_hash) VALUES ($1, $2, $3) RETURNING id, name, created_at, revoked_at`, [
      randomUUID(),
      name,
      keyHash,
    ])) as Array<{ id: string; name: string; created_at: Date; revoked_at: Date | null }>;
    const r = rows[0];
    return { id: r.id, name: r.name, createdAt: new Date(r.created_at), revokedAt: null };
  }

  async findByHash(keyHash: string): Promise<ApiKey | undefined> {
    const row = await this.ds.getRepository(ApiKeyEntity).findOneBy({ keyHash });
    return row ? toKey(row) : undefined;
  }

  async revoke(id: string): Promise<boolean> {
    const [, count] = (await this.ds.query(`UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [id])) as [unknown, number];
    return count === 1;
  }
}
