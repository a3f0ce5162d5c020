import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { problem, ProblemException, raise } from '../../common/problem.js';
import { validateBody } from '../../common/validate.js';
import { ownerIdOf, type ArbiterKey } from '../auth/caller.js';
import { checkRead, checkWrite } from '../auth/ownership.js';
import { etagOf, parseIfMatch } from '../games/games.service.js';
import type { StoredResponse } from '../games/games.repository.js';
import { SystemCatalog } from '../systems/catalog.js';
import { RulesService } from '../systems/rules.service.js';
import { BATTLE_POINT_PRESETS, figuresOutcome, ImpossibleScore, pointsOf, presetsFor, SCORING_ADAPTERS, type TableOutcome } from './presets.js';
import { computeStandings, pairRound } from './standings.js';
import { AddPlayerDto, CreateTournamentDto, FiguresDto, type StandingsDto, type TableDto, type TournamentDto, type TournamentEventDto } from './tournaments.dto.js';
import { TournamentsRepository, type Scoring, type Tournament, type TournamentPlayer, type TournamentsUnitOfWork, type TournamentTable } from './tournaments.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(v);
}

export function tableView(t: TournamentTable, scoring: Scoring): TableDto {
  const o = t.result?.outcome;
  return {
    round: t.round,
    table: t.table,
    a: t.a,
    b: t.b,
    result: t.result?.posted ?? null,
    outcome: o ? { ...o, pointsA: pointsOf(o, 'a', scoring), pointsB: pointsOf(o, 'b', scoring) } : null,
    resultVersion: t.resultVersion,
  };
}

function statusOf(t: Tournament, tables: TournamentTable[]): 'registration' | 'running' | 'finished' {
  if (t.roundsPaired === 0) return 'registration';
  const done = tables.every((x) => x.b === null || x.result !== null);
  return t.roundsPaired >= t.rounds && done ? 'finished' : 'running';
}

export function tournamentView(t: Tournament, players: TournamentPlayer[], tables: TournamentTable[]): TournamentDto {
  const pairings = Array.from({ length: t.roundsPaired }, (_, i) => ({ round: i + 1, tables: tables.filter((x) => x.round === i + 1).map((x) => tableView(x, t.scoring)) }));
  return {
    id: t.id,
    system: t.system,
    rulesVersion: t.rulesVersion,
    name: t.name,
    scoring: { ...t.scoring },
    rounds: t.rounds,
    status: statusOf(t, tables),
    visibility: t.visibility,
    seed: t.seed,
    players: players.map((p) => ({ id: p.id, name: p.name, ...(p.club !== null ? { club: p.club } : {}), ...(p.army !== null ? { army: p.army } : {}) })),
    pairings,
    version: t.version,
    eventCount: t.eventCount,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** A path number (round, table): a positive integer, else a 400 naming the parameter. */
function pathInt(raw: string, name: string): number {
  if (!/^[1-9]\d{0,5}$/.test(raw)) raise('validation_failed', `${name} must be a positive integer`, [{ path: `/${name}`, code: 'type', message: 'expected a positive integer' }]);
  return Number(raw);
}

/** Tournaments (API.md §8): players, Swiss rounds, results scored by the system, standings, a gapless log. */
@Injectable()
export class TournamentsService {
  constructor(
    private readonly repo: TournamentsRepository,
    private readonly catalog: SystemCatalog,
    private readonly rules: RulesService,
  ) {}

  private scoringServed(system: string): boolean {
    return this.rules.systems().find((s) => s.id === system)?.capabilities.scoring.served ?? false;
  }

  async create(caller: ArbiterKey, body: unknown, key: string | undefined): Promise<StoredResponse & { replayed: boolean }> {
    const dto = validateBody(CreateTournamentDto, body, 'request body', (d) => {
      const s = typeof d.system === 'string' ? this.catalog.find(d.system) : undefined;
      if (typeof d.system === 'string' && !s) return [{ path: '/system', code: 'enum', message: `must be one of ${this.catalog.ids().join(', ')}` }];
      if (!s) return [];
      if (typeof d.rulesVersion === 'string' && !s.rulesVersions.includes(d.rulesVersion)) return [{ path: '/rulesVersion', code: 'enum', message: `must be one of ${s.rulesVersions.join(', ')}` }];
      const ids = presetsFor(s.id, this.scoringServed(s.id)).map((p) => p.id);
      if (d.scoring && typeof d.scoring.preset === 'string' && !ids.includes(d.scoring.preset)) return [{ path: '/scoring/preset', code: 'enum', message: `must be one of ${ids.join(', ')} (GET /v1/${s.id} scoringPresets)` }];
      return [];
    });
    const system = this.catalog.find(dto.system)!;
    const preset = presetsFor(system.id, this.scoringServed(system.id)).find((p) => p.id === dto.scoring.preset)!;
    const scoring: Scoring = { preset: preset.id, win: dto.scoring.win ?? preset.points.win, draw: dto.scoring.draw ?? preset.points.draw, loss: dto.scoring.loss ?? preset.points.loss };
    return this.idempotent(caller, 'POST /v1/tournaments', key, body, async (uow) => {
      const t = await uow.insert({
        system: system.id,
        rulesVersion: dto.rulesVersion ?? system.rulesVersions[0],
        name: dto.name,
        scoring,
        rounds: dto.rounds,
        seed: dto.seed ?? randomUUID(),
        ownerKeyId: ownerIdOf(caller),
        visibility: dto.visibility ?? 'private',
      });
      await uow.appendEvent(t.id, 'tournament_created', { name: t.name, system: t.system, scoring, rounds: t.rounds });
      const created = (await uow.lock(t.id))!;
      return { status: 201, body: tournamentView(created, [], []), headers: { location: `/v1/tournaments/${t.id}`, etag: etagOf(created.version) } };
    });
  }

  async get(caller: ArbiterKey, id: string): Promise<TournamentDto> {
    const all = UUID.test(id) ? await this.repo.load(id) : undefined;
    const t = checkRead(all?.tournament, caller, `No tournament ${JSON.stringify(id)}`);
    return tournamentView(t, all!.players, all!.tables);
  }

  private async writable(caller: ArbiterKey, id: string): Promise<Tournament> {
    return checkWrite(UUID.test(id) ? await this.repo.get(id) : undefined, caller, `No tournament ${JSON.stringify(id)}`);
  }

  async addPlayer(caller: ArbiterKey, id: string, body: unknown, key: string | undefined): Promise<StoredResponse & { replayed: boolean }> {
    const dto = validateBody(AddPlayerDto, body);
    const t = await this.writable(caller, id);
    if (dto.army !== undefined) await this.checkArmy(t, dto.army);
    return this.idempotent(caller, `POST /v1/tournaments/${id}/players`, key, body, async (uow) => {
      const locked = (await uow.lock(id))!;
      if (locked.roundsPaired > 0) raise('conflict', 'Registration is closed: round 1 has been paired');
      const p = await uow.addPlayer(id, { name: dto.name, club: dto.club ?? null, army: dto.army ?? null });
      await uow.appendEvent(id, 'player_added', { playerId: p.id, name: p.name });
      const view = { id: p.id, name: p.name, ...(p.club !== null ? { club: p.club } : {}), ...(p.army !== null ? { army: p.army } : {}) };
      return { status: 201, body: view, headers: { location: `/v1/tournaments/${id}/players/${p.id}` } };
    });
  }

  /** An army given at registration goes through the system's armies/validate; a failing list is a 422 naming its violations. */
  private async checkArmy(t: Tournament, army: Record<string, unknown>): Promise<void> {
    if (!this.rules.systems().find((s) => s.id === t.system)?.capabilities.armies.served) return;
    let outcome;
    try {
      outcome = await this.rules.run(t.system, 'armies', army);
    } catch (e) {
      if (e instanceof ProblemException) {
        throw new ProblemException({ ...e.problem, detail: `army: ${e.problem.detail}`, errors: e.problem.errors.map((x) => ({ ...x, path: `/army${x.path}` })) });
      }
      throw e;
    }
    const r = outcome.result as { valid: boolean; violations: Array<{ code: string; message: string; units?: string[]; path?: string }> };
    // A violation's own pointer when the system gives one (t9a, agot, asoiaf: kow's `units` are pointers, t9a's are names).
    const at = (v: (typeof r.violations)[number]) => v.path ?? (v.units?.[0]?.startsWith('/') ? v.units[0] : '');
    if (!r.valid) {
      raise(
        'impossible_state',
        `The army list breaks ${r.violations.length} rule${r.violations.length === 1 ? '' : 's'} of ${t.system}'s army building`,
        r.violations.map((v) => ({ path: `/army${at(v)}`, code: v.code, message: v.message })),
        { violations: r.violations },
      );
    }
  }

  async pairNextRound(caller: ArbiterKey, id: string, key: string | undefined): Promise<StoredResponse & { replayed: boolean }> {
    await this.writable(caller, id);
    return this.idempotent(caller, `POST /v1/tournaments/${id}/rounds`, key, {}, async (uow) => {
      const t = (await uow.lock(id))!;
      if (t.roundsPaired >= t.rounds) raise('conflict', `All ${t.rounds} rounds have been paired`);
      const players = await uow.players(id);
      if (players.length < 2) raise('conflict', 'A round needs at least two players');
      const tables = await uow.tables(id);
      const open = tables.filter((x) => x.b !== null && x.result === null);
      if (open.length) raise('conflict', `Round ${t.roundsPaired} still waits for ${open.length} result${open.length === 1 ? '' : 's'} (tables ${open.map((x) => x.table).join(', ')})`);
      const preset = presetsFor(t.system, this.scoringServed(t.system)).find((p) => p.id === t.scoring.preset)!;
      const standings = computeStandings(players, tables.map(played), t.scoring, preset.tieBreakers);
      const round = t.roundsPaired + 1;
      const paired = await uow.addRound(id, round, pairRound(standings, round, t.seed));
      await uow.appendEvent(id, 'round_paired', { round, tables: paired.map((x) => ({ table: x.table, a: x.a, b: x.b })) });
      return { status: 201, body: { round, tables: paired.map((x) => tableView(x, t.scoring)) }, headers: { location: `/v1/tournaments/${id}/rounds/${round}` } };
    });
  }

  async postResult(
    caller: ArbiterKey,
    id: string,
    roundRaw: string,
    tableRaw: string,
    ifMatch: string | undefined,
    body: unknown,
    key: string | undefined,
  ): Promise<StoredResponse & { replayed: boolean }> {
    const round = pathInt(roundRaw, 'round');
    const tableNo = pathInt(tableRaw, 'table');
    const expected = ifMatch === undefined ? undefined : parseIfMatch(ifMatch);
    const t = await this.writable(caller, id);
    const outcome = await this.score(t, body);
    return this.idempotent(caller, `PUT /v1/tournaments/${id}/rounds/${round}/tables/${tableNo}/result`, key, { body, ifMatch: ifMatch ?? null }, async (uow) => {
      const locked = (await uow.lock(id))!;
      if (round > locked.roundsPaired) raise('conflict', `Round ${round} has not been paired (${locked.roundsPaired} paired so far)`);
      const table = await uow.table(id, round, tableNo);
      if (!table) raise('conflict', `Round ${round} has no table ${tableNo}`);
      if (table.b === null) raise('conflict', `Table ${tableNo} of round ${round} is a bye: it has no result`);
      const stale = (current: number): never =>
        raise('precondition_failed', current === 0 ? 'This table has no result yet: post it without If-Match' : `This table's result is at version ${current}: send If-Match "${current}" to correct it`, [], { currentVersion: current });
      if (expected === undefined && table.resultVersion > 0) stale(table.resultVersion);
      const updated = await uow.setResult(id, round, tableNo, expected === undefined ? 0 : expected, { posted: body as Record<string, unknown>, outcome });
      if (!updated) return stale(table.resultVersion);
      const kind = table.resultVersion === 0 ? 'result_posted' : 'result_corrected';
      await uow.appendEvent(id, kind, { round, table: tableNo, a: table.a, b: table.b, outcome, resultVersion: updated.resultVersion });
      return { status: 200, body: tableView(updated, locked.scoring), headers: { etag: etagOf(updated.resultVersion) } };
    });
  }

  /** The table's outcome: scored by the system's scenarios/score through its adapter, or the plain figures. */
  private async score(t: Tournament, body: unknown): Promise<TableOutcome> {
    try {
      const adapter = SCORING_ADAPTERS[t.system];
      if (adapter && this.scoringServed(t.system)) {
        const { result } = await this.rules.run(t.system, 'scoring', body);
        const outcome = adapter(body as Record<string, unknown>, result as Record<string, unknown>);
        if (BATTLE_POINT_PRESETS.has(t.scoring.preset) && !outcome.battlePoints) {
          throw new ImpossibleScore(`The ${t.scoring.preset} preset scores by battle points: post the scoring body with method "battlePoints"`, '/method');
        }
        return outcome;
      }
      return figuresOutcome(validateBody(FiguresDto, body));
    } catch (e) {
      if (e instanceof ImpossibleScore) throw new ProblemException(problem('impossible_state', e.message, [{ path: e.path, code: e.code, message: e.message }]));
      throw e;
    }
  }

  async standings(caller: ArbiterKey, id: string): Promise<StandingsDto> {
    const all = UUID.test(id) ? await this.repo.load(id) : undefined;
    const t = checkRead(all?.tournament, caller, `No tournament ${JSON.stringify(id)}`);
    const preset = presetsFor(t.system, this.scoringServed(t.system)).find((p) => p.id === t.scoring.preset)!;
    return { standings: computeStandings(all!.players, all!.tables.map(played), t.scoring, preset.tieBreakers), tieBreakers: [...preset.tieBreakers] };
  }

  async events(caller: ArbiterKey, id: string, after = 0, limit = 100): Promise<TournamentEventDto[]> {
    checkRead(UUID.test(id) ? await this.repo.get(id) : undefined, caller, `No tournament ${JSON.stringify(id)}`);
    return (await this.repo.events(id, after, limit)).map((e) => ({ seq: e.seq, kind: e.kind, data: e.data, createdAt: e.createdAt.toISOString() }));
  }

  private async idempotent(
    caller: ArbiterKey,
    scope: string,
    key: string | undefined,
    body: unknown,
    work: (uow: TournamentsUnitOfWork) => Promise<StoredResponse>,
  ): Promise<StoredResponse & { replayed: boolean }> {
    if (key !== undefined && (key.length === 0 || key.length > 255)) {
      raise('validation_failed', 'Idempotency-Key must be 1 to 255 characters', [{ path: '', code: 'idempotency_key', message: 'header Idempotency-Key: 1 to 255 characters' }]);
    }
    const claim = key === undefined ? undefined : { scope: `${caller.id} ${scope}`, key, requestHash: createHash('sha256').update(canonical(body)).digest('hex') };
    const r = await this.repo.transaction(claim, work);
    if ('conflict' in r) raise('idempotency_key_reused', `Idempotency-Key ${JSON.stringify(key)} was already used with a different request`);
    return { ...r.response, replayed: r.replayed };
  }
}

const played = (x: TournamentTable) => ({ round: x.round, table: x.table, a: x.a, b: x.b, outcome: x.result?.outcome ?? null });
