/** The API-keys port. Only hashes are ever handed to storage. */

export interface ApiKey {
  id: string;
  name: string;
  createdAt: Date;
  revokedAt: Date | null;
}

export abstract class KeysRepository {
  abstract insert(name: string, keyHash: string): Promise<ApiKey>;
  /** The live (not revoked) key with this hash, if any; a revoked one is reported as such. */
  abstract findByHash(keyHash: string): Promise<ApiKey | undefined>;
  /** Revoke now; false when it was already revoked or does not exist. */
  abstract revoke(id: string): Promise<boolean>;
}
