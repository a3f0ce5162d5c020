import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { raise } from '../../common/problem.js';
import { validateBody } from '../../common/validate.js';
import { AppendEventDto, CreateGameDto, ReplaceGameDto, type GameDto, type GameEventDto } from './games.dto.js';
import { SystemCatalog } from '../systems/catalog.js';
import { ownerIdOf, type ArbiterKey } from '../auth/caller.js';
import { checkRead, checkWrite } from '../auth/ownership.js';
import { GamesRepository, type Game, type GameEvent, type Guarded, type StoredResponse } from './games.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function gameView(g: Game): GameDto {
  return {
    id: g.id,
    system: g.system,
    rulesVersion: g.rulesVersion,
    name: g.name,
    players: g.players as GameDto['players'],
    state: g.state,
    version: g.version,
    eventCount: g.eventCount,
    visibility: g.visibility,
    createdAt: g.createdAt.toISOString(),
    updatedAt: g.updatedAt.toISOString(),
  };
}

export function eventView(e: GameEvent): GameEventDto {
  return { gameId: e.gameId, seq: e.seq, kind: e.kind, data: e.data, createdAt: e.createdAt.toISOString() };
}

export const etagOf = (version: number) => `"${version}"`;

/** Canonical JSON (sorted keys), so key order does not make two equal bodies differ. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

/** Parse `If-Match`: `"3"`, `W/"3"` or `*` (any current version). Missing → 428. */
export function parseIfMatch(header: string | undefined): number | null {
  if (header === undefined || header === '') raise('precondition_required', 'Send If-Match with the ETag of the version you read (or * for any)');
  if (header.trim() === '*') return null;
  const m = /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(header);
  if (!m) raise('precondition_failed', `If-Match ${JSON.stringify(header)} is not an ETag of this API (expected "<version>")`);
  return Number(m[1]);
}

/** Saved games: validation, idempotency, version preconditions. Storage is behind GamesRepository. */
@Injectable()
export class GamesService {
  constructor(
    private readonly repo: GamesRepository,
    private readonly catalog: SystemCatalog,
  ) {}

  async create(caller: ArbiterKey, body: unknown, idempotencyKey: string | undefined): Promise<StoredResponse & { replayed: boolean }> {
    const dto = validateBody(CreateGameDto, body, 'request body', (d) => {
      const s = typeof d.system === 'string' ? this.catalog.find(d.system) : undefined;
      if (typeof d.system === 'string' && !s) return [{ path: '/system', code: 'enum', message: `must be one of ${this.catalog.ids().join(', ')}` }];
      if (s && typeof d.rulesVersion === 'string' && !s.rulesVersions.includes(d.rulesVersion)) {
        return [{ path: '/rulesVersion', code: 'enum', message: `must be one of ${s.rulesVersions.join(', ')}` }];
      }
      return [];
    });
    const system = this.catalog.find(dto.system)!;
    const rulesVersion = dto.rulesVersion ?? system.rulesVersions[0];
    const players = dto.players.map((p) => ({ ...p }));
    return this.idempotent(caller, 'POST /v1/games', idempotencyKey, body, async (uow) => {
      const game = await uow.insertGame({ system: system.id, rulesVersion, name: dto.name, players, state: dto.state, ownerKeyId: ownerIdOf(caller), visibility: dto.visibility ?? 'private' });
      return { status: 201, body: gameView(game), headers: { location: `/v1/games/${game.id}`, etag: etagOf(game.version) } };
    });
  }

  /** A game the caller may read: another key's private game is a 404. */
  async get(caller: ArbiterKey, id: string): Promise<Game> {
    return checkRead(UUID.test(id) ? await this.repo.get(id) : undefined, caller, `No saved game ${JSON.stringify(id)}`);
  }

  /** A game the caller may change: another key's public game is a 403. */
  private async writable(caller: ArbiterKey, id: string): Promise<Game> {
    return checkWrite(UUID.test(id) ? await this.repo.get(id) : undefined, caller, `No saved game ${JSON.stringify(id)}`);
  }

  /** The caller's own games (the admin key: every game). */
  async list(caller: ArbiterKey, system: string | undefined, limit = 20, cursor?: string): Promise<{ games: GameDto[]; nextCursor?: string }> {
    let before: bigint | undefined;
    if (cursor !== undefined) {
      const decoded = Buffer.from(cursor, 'base64url').toString();
      if (!/^\d{1,19}$/.test(decoded)) raise('validation_failed', 'Invalid cursor', [{ path: '/cursor', code: 'cursor', message: 'use the nextCursor of a previous page' }]);
      before = BigInt(decoded);
    }
    const page = await this.repo.list({ system, owner: caller.admin ? undefined : caller.id, before, limit });
    return { games: page.games.map(gameView), nextCursor: page.next === undefined ? undefined : Buffer.from(page.next.toString()).toString('base64url') };
  }

  async replace(caller: ArbiterKey, id: string, ifMatch: string | undefined, body: unknown): Promise<Game> {
    const expected = parseIfMatch(ifMatch);
    const dto = validateBody(ReplaceGameDto, body);
    await this.writable(caller, id);
    const players = dto.players?.map((p) => ({ ...p }));
    return this.guarded(id, await this.repo.replace(id, expected, { state: dto.state, name: dto.name, players, visibility: dto.visibility }));
  }

  async delete(caller: ArbiterKey, id: string, ifMatch: string | undefined): Promise<void> {
    const expected = parseIfMatch(ifMatch);
    await this.writable(caller, id);
    this.guarded(id, await this.repo.delete(id, expected));
  }

  async appendEvent(caller: ArbiterKey, id: string, body: unknown, idempotencyKey: string | undefined): Promise<StoredResponse & { replayed: boolean }> {
    const dto = validateBody(AppendEventDto, body);
    await this.writable(caller, id);
    return this.idempotent(caller, `POST /v1/games/${id}/events`, idempotencyKey, body, async (uow) => {
      const event = await uow.appendEvent(id, dto.kind, dto.data);
      if (!event) raise('not_found', `No saved game ${JSON.stringify(id)}`);
      return { status: 201, body: eventView(event), headers: { location: `/v1/games/${id}/events/${event.seq}` } };
    });
  }

  async events(caller: ArbiterKey, id: string, after = 0, limit = 100): Promise<GameEventDto[]> {
    await this.get(caller, id);
    return (await this.repo.events(id, after, limit)).map(eventView);
  }

  private guarded<T>(id: string, r: Guarded<T>): T {
    if (r.ok) return r.value;
    if (r.reason === 'missing') raise('not_found', `No saved game ${JSON.stringify(id)}`);
    raise('precondition_failed', `The game is at version ${r.current}; read it again and retry`, [], { currentVersion: r.current });
  }

  private async idempotent(
    caller: ArbiterKey,
    scope: string,
    key: string | undefined,
    body: unknown,
    work: Parameters<GamesRepository['transaction']>[1],
  ): Promise<StoredResponse & { replayed: boolean }> {
    if (key !== undefined && (key.length === 0 || key.length > 255)) {
      raise('validation_failed', 'Idempotency-Key must be 1 to 255 characters', [{ path: '', code: 'idempotency_key', message: 'header Idempotency-Key: 1 to 255 characters' }]);
    }
    // Scoped by the calling key, so one key can never replay another's answer.
    const claim = key === undefined ? undefined : { scope: `${caller.id} ${scope}`, key, requestHash: createHash('sha256').update(canonical(body)).digest('hex') };
    const r = await this.repo.transaction(claim, work);
    if ('conflict' in r) raise('idempotency_key_reused', `Idempotency-Key ${JSON.stringify(key)} was already used with a different request body`);
    return { ...r.response, replayed: r.replayed };
  }
}
