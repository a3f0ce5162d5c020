import type { Tournament, TournamentEvent, TournamentPlayer, TournamentTable } from '../tournaments.repository.js';
import type { TournamentEntity, TournamentEventEntity, TournamentPlayerEntity, TournamentTableEntity } from './entities.js';

export function toTournament(e: TournamentEntity): Tournament {
  return {
    id: e.id,
    ownerKeyId: e.ownerKeyId,
    visibility: e.visibility,
    system: e.system,
    rulesVersion: e.rulesVersion,
    name: e.name,
    scoring: e.scoring,
    rounds: e.rounds,
    seed: e.seed,
    roundsPaired: e.roundsPaired,
    playerCount: e.playerCount,
    eventCount: e.eventCount,
    version: e.version,
    createdAt: new Date(e.createdAt),
    updatedAt: new Date(e.updatedAt),
  };
}

export const toPlayer = (e: TournamentPlayerEntity): TournamentPlayer => ({ id: e.id, name: e.name, club: e.club, army: e.army });

export const toTable = (e: TournamentTableEntity): TournamentTable => ({ round: e.round, table: e.tableNo, a: e.playerA, b: e.playerB, result: e.result, resultVersion: e.resultVersion });

export const toEvent = (e: TournamentEventEntity): TournamentEvent => ({ seq: e.seq, kind: e.kind, data: e.data, createdAt: new Date(e.createdAt) });

/** Rows returned by raw SQL (`RETURNING *`) use the column names. */
export type RawRow = Record<string, unknown>;

export const rawTournament = (r: RawRow): Tournament =>
  toTournament({
    id: r.id,
    seq: r.seq,
    ownerKeyId: r.owner_key_id,
    visibility: r.visibility,
    system: r.system,
    rulesVersion: r.rules_version,
    name: r.name,
    scoring: r.scoring,
    rounds: r.rounds,
    seed: r.seed,
    roundsPaired: r.rounds_paired,
    playerCount: r.player_count,
    eventCount: r.event_count,
    version: r.version,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  } as TournamentEntity);

export const rawTable = (r: RawRow): TournamentTable =>
  toTable({ tournamentId: r.tournament_id, round: r.round, tableNo: r.table_no, playerA: r.player_a, playerB: r.player_b, result: r.result, resultVersion: r.result_version } as TournamentTableEntity);

export const rawEvent = (r: RawRow): TournamentEvent => toEvent({ tournamentId: r.tournament_id, seq: r.seq, kind: r.kind, data: r.data, createdAt: r.created_at } as TournamentEventEntity);
