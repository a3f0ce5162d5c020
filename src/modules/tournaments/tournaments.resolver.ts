import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { raise } from '../../common/problem.js';
import { validateBody } from '../../common/validate.js';
import { Caller, type ArbiterKey } from '../auth/caller.js';
import { ListEventsQueryDto } from '../games/games.dto.js';
import { JSONScalar } from '../graphql/json.scalar.js';
import { AddPlayerDto, CreateTournamentDto, FiguresDto, RoundDto, StandingsDto, TableDto, TournamentDto, TournamentEventDto, TournamentPlayerDto } from './tournaments.dto.js';
import { TournamentsService } from './tournaments.service.js';

const strip = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null));
/** GraphQL hands input objects over with a null prototype; the REST validators expect plain JSON. */
const plain = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** The tournament operations of API.md §8 over GraphQL, on the same service and DTOs as REST. */
@Resolver(() => TournamentDto)
export class TournamentsResolver {
  constructor(private readonly service: TournamentsService) {}

  @Query(() => TournamentDto, { description: 'A tournament with its players, rounds and status' })
  tournament(@Caller() caller: ArbiterKey, @Args('id', { type: () => ID }) id: string) {
    return this.service.get(caller, id);
  }

  @Query(() => StandingsDto, { description: "Ranked players with each of the preset's tie-breakers" })
  tournamentStandings(@Caller() caller: ArbiterKey, @Args('id', { type: () => ID }) id: string) {
    return this.service.standings(caller, id);
  }

  @Query(() => [TournamentEventDto], { description: "A tournament's log, gapless, in order" })
  tournamentEvents(
    @Caller() caller: ArbiterKey,
    @Args('id', { type: () => ID }) id: string,
    @Args('after', { type: () => Int, nullable: true }) after?: number,
    @Args('limit', { type: () => Int, nullable: true }) limit?: number,
  ) {
    const q = validateBody(ListEventsQueryDto, strip({ after, limit }), 'arguments');
    return this.service.events(caller, id, q.after, q.limit);
  }

  @Mutation(() => TournamentDto)
  async createTournament(@Caller() caller: ArbiterKey, @Args('input', { type: () => CreateTournamentDto }) input: CreateTournamentDto, @Args('idempotencyKey', { nullable: true }) key?: string) {
    return (await this.service.create(caller, strip(plain(input) as unknown as Record<string, unknown>), key ?? undefined)).body;
  }

  @Mutation(() => TournamentPlayerDto)
  async addTournamentPlayer(
    @Caller() caller: ArbiterKey,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => AddPlayerDto }) input: AddPlayerDto,
    @Args('idempotencyKey', { nullable: true }) key?: string,
  ) {
    return (await this.service.addPlayer(caller, id, strip(plain(input) as unknown as Record<string, unknown>), key ?? undefined)).body;
  }

  @Mutation(() => RoundDto, { description: 'Pair the next round' })
  async pairTournamentRound(@Caller() caller: ArbiterKey, @Args('id', { type: () => ID }) id: string, @Args('idempotencyKey', { nullable: true }) key?: string) {
    return (await this.service.pairNextRound(caller, id, key ?? undefined)).body;
  }

  @Mutation(() => TableDto, { description: "Post a table's result: `score` (the body of the system's scenarios/score) or `figures`; expectedResultVersion corrects one (the REST If-Match)" })
  async postTournamentResult(
    @Caller() caller: ArbiterKey,
    @Args('id', { type: () => ID }) id: string,
    @Args('round', { type: () => Int }) round: number,
    @Args('table', { type: () => Int }) table: number,
    @Args('figures', { type: () => FiguresDto, nullable: true }) figures?: FiguresDto,
    @Args('score', { type: () => JSONScalar, nullable: true, description: "The body of POST /v1/{system}/scenarios/score, validated by the same DTO" }) score?: Record<string, unknown>,
    @Args('expectedResultVersion', { type: () => Int, nullable: true }) expected?: number,
    @Args('idempotencyKey', { nullable: true }) key?: string,
  ) {
    if ((figures ? 1 : 0) + (score ? 1 : 0) !== 1) raise('validation_failed', 'Give exactly one of figures and score', [{ path: '/figures', code: 'one_of', message: 'give figures or score' }]);
    const ifMatch = expected === undefined || expected === null ? undefined : `"${expected}"`;
    return (await this.service.postResult(caller, id, String(round), String(table), ifMatch, plain(figures ?? score), key ?? undefined)).body;
  }
}
