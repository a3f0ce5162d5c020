import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { IdempotencyClaim, StoredResponse } from '../../games/games.repository.js';
import { idempotentTransaction } from '../../games/persistence/idempotent-transaction.js';
import {
  TournamentsRepository,
  type NewTournament,
  type StoredResult,
  type Tournament,
  type TournamentEvent,
  type TournamentPlayer,
  type TournamentsUnitOfWork,
  type TournamentTable,
} from '../tournaments.repository.js';
import { TournamentEntity, TournamentEventEntity, TournamentPlayerEntity, TournamentTableEntity } from './entities.js';
import { rawEvent, rawTable, rawTournament, toEvent, toPlayer, toTable, toTournament, type RawRow } from './mappers.js';

/** Tournaments in Postgres through TypeORM. Every write locks the tournament's row first. */
export class TypeOrmTournamentsRepository extends TournamentsRepository {
  constructor(private readonly ds: DataSource) {
    super();
  }

  async get(id: string): Promise<Tournament | undefined> {
    const row = await this.ds.getRepository(TournamentEntity).findOneBy({ id });
    return row ? toTournament(row) : undefined;
  }

  async load(id: string) {
    return this.ds.transaction('REPEATABLE READ', async (m) => {
      const row = await m.getRepository(TournamentEntity).findOneBy({ id });
      if (!row) return undefined;
      const uow = new UnitOfWork(m);
      return { tournament: toTournament(row), players: await uow.players(id), tables: await uow.tables(id) };
    });
  }

  async events(id: string, after: number, limit: number): Promise<TournamentEvent[]> {
    const rows = await this.ds
      .getRepository(TournamentEventEntity)
      .createQueryBuilder('e')
      .where('e.tournamentId = :id AND e.seq > :after', { id, after })
      .orderBy('e.seq', 'ASC')
      .limit(limit)
      .getMany();
    return rows.map(toEvent);
  }

  async transaction(
    claim: IdempotencyClaim | undefined,
    work: (uow: TournamentsUnitOfWork) => Promise<StoredResponse>,
  ): Promise<{ response: StoredResponse; replayed: boolean } | { conflict: true }> {
    return idempotentTransaction(this.ds, claim, (m) => new UnitOfWork(m), work);
  }
}

class UnitOfWork implements TournamentsUnitOfWork {
  constructor(private readonly m: EntityManager) {}

  async insert(t: NewTournament): Promise<Tournament> {
    const rows = (await this.m.query(
      `INSERT INTO tournaments (id, owner_key_id, visibility, system, rules_version, name, scoring, rounds, seed) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [randomUUID(), t.ownerKeyId, t.visibility, t.system, t.rulesVersion, t.name, JSON.stringify(t.scoring), t.rounds, t.seed],
    )) as RawRow[];
    return rawTournament(rows[0]);
  }

  async lock(id: string): Promise<Tournament | undefined> {
    const rows = (await this.m.query(`SELECT * FROM tournaments WHERE id = $1 FOR UPDATE`, [id])) as RawRow[];
    return rows.length ? rawTournament(rows[0]) : undefined;
  }

  async players(id: string): Promise<TournamentPlayer[]> {
    return (await this.m.getRepository(TournamentPlayerEntity).find({ where: { tournamentId: id }, order: { id: 'ASC' } })).map(toPlayer);
  }

  async tables(id: string): Promise<TournamentTable[]> {
    return (await this.m.getRepository(TournamentTableEntity).find({ where: { tournamentId: id }, order: { round: 'ASC', tableNo: 'ASC' } })).map(toTable);
  }

  async table(id: string, round: number, table: number): Promise<TournamentTable | undefined> {
    const row = await this.m.getRepository(TournamentTableEntity).findOneBy({ tournamentId: id, round, tableNo: table });
    return row ? toTable(row) : undefined;
  }

  async addPlayer(id: string, p: Omit<TournamentPlayer, 'id'>): Promise<TournamentPlayer> {
    const [bumped] = (await this.m.query(`UPDATE tournaments SET player_count = player_count + 1 WHERE id = $1 RETURNING player_count`, [id])) as [Array<{ player_count: number }>, number];
    const pid = bumped[0].player_count;
    await this.m.query(`INSERT INTO tournament_players (tournament_id, id, name, club, army) VALUES ($1, $2, $3, $4, $5)`, [id, pid, p.name, p.club, p.army === null ? null : JSON.stringify(p.army)]);
    return { id: pid, ...p };
  }

  async addRound(id: string, round: number, tables: Array<{ a: number; b: number | null }>): Promise<TournamentTable[]> {
    await this.m.query(`UPDATE tournaments SET rounds_paired = $2 WHERE id = $1`, [id, round]);
    const rows = (await this.m.query(
      `INSERT INTO tournament_tables (tournament_id, round, table_no, player_a, player_b)
       SELECT $1, $2, t.n, t.a, t.b FROM unnest($3::int[], $4::int[], $5::int[]) AS t(n, a, b) RETURNING *`,
      [id, round, tables.map((_, i) => i + 1), tables.map((t) => t.a), tables.map((t) => t.b)],
    )) as RawRow[];
    return rows.map(rawTable).sort((x, y) => x.table - y.table);
  }

  async setResult(id: string, round: number, table: number, expected: number | null, result: StoredResult): Promise<TournamentTable | undefined> {
    const params: unknown[] = [id, round, table, JSON.stringify(result)];
    let where = 'tournament_id = $1 AND round = $2 AND table_no = $3';
    if (expected !== null) {
      params.push(expected);
      where += ` AND result_version = $${params.length}`;
    }
    const [rows] = (await this.m.query(`UPDATE tournament_tables SET result = $4, result_version = result_version + 1, updated_at = now() WHERE ${where} RETURNING *`, params)) as [
      RawRow[],
      number,
    ];
    return rows.length ? rawTable(rows[0]) : undefined;
  }

  async appendEvent(id: string, kind: string, data: Record<string, unknown>): Promise<TournamentEvent> {
    const [bumped] = (await this.m.query(
      `UPDATE tournaments SET event_count = event_count + 1, version = version + 1, updated_at = now() WHERE id = $1 RETURNING event_count`,
      [id],
    )) as [Array<{ event_count: number }>, number];
    const rows = (await this.m.query(`INSERT INTO tournament_events (tournament_id, seq, kind, data) VALUES ($1, $2, $3, $4) RETURNING *`, [
      id,
      bumped[0].event_count,
      kind,
      JSON.stringify(data),
    ])) as RawRow[];
    return rawEvent(rows[0]);
  }
}
