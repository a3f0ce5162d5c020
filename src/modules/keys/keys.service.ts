import { raise } from '../../common/problem.js';
import { validateBody } from '../../common/validate.js';
import type { AppConfig } from '../../config.js';
import { ADMIN_KEY_ID, hashSecret, newSecret, sameSecret, unauthorized, type ArbiterKey } from '../auth/caller.js';
import { CreateKeyDto, type CreatedKeyDto, type KeyDto } from './keys.dto.js';
import { KeysRepository } from './keys.repository.js';

/** API keys (API.md §7): created with the secret shown once, resolved by hash on every request, revoked at once. */
export class KeysService {
  constructor(
    private readonly repo: KeysRepository,
    private readonly config: Pick<AppConfig, 'adminKey' | 'keySignup'>,
  ) {}

  /**
   * The key behind a bearer token. Looked up on every request (no cache), so a revocation holds
   * from the very next request. `refused` says why a presented token is not accepted.
   */
  async resolve(token: string): Promise<{ key: ArbiterKey } | { refused: string }> {
    if (this.config.adminKey && sameSecret(token, this.config.adminKey)) return { key: { id: ADMIN_KEY_ID, name: 'admin', admin: true } };
    if (token === '') return { refused: 'Malformed Authorization header: expected Bearer <key>' };
    const k = await this.repo.findByHash(hashSecret(token));
    if (!k) return { refused: 'Unknown API key' };
    if (k.revokedAt) return { refused: 'This API key was revoked' };
    return { key: { id: k.id, name: k.name, admin: false } };
  }

  async create(body: unknown, caller: ArbiterKey | undefined, refused: string | undefined): Promise<CreatedKeyDto> {
    if (this.config.keySignup === 'admin' && !caller?.admin) {
      unauthorized(refused ?? 'Key sign-up is closed (KEY_SIGNUP=admin): create keys with the admin key', refused !== undefined);
    }
    const dto = validateBody(CreateKeyDto, body);
    const secret = newSecret();
    const k = await this.repo.insert(dto.name, hashSecret(secret));
    return { id: k.id, name: k.name, key: secret, createdAt: k.createdAt.toISOString() };
  }

  self(caller: ArbiterKey): KeyDto {
    return { id: caller.id, name: caller.name, admin: caller.admin };
  }

  async revoke(caller: ArbiterKey): Promise<void> {
    if (caller.admin) raise('forbidden', 'The admin key comes from ARBITER_ADMIN_KEY; change it in the configuration');
    await this.repo.revoke(caller.id);
  }
}
