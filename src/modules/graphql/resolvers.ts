import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { GamesService, gameView } from '../games/games.service.js';
import { validateBody } from '../../common/validate.js';
import { ListEventsQueryDto, ListGamesQueryDto } from '../games/games.dto.js';
import { RulesService } from '../systems/rules.service.js';
import { JSONScalar } from './json.scalar.js';
import { Caller, type ArbiterKey } from '../auth/caller.js';
import { GameEventType, GamePageType, GameType, SystemType } from './types.js';

@Resolver(() => SystemType)
export class SystemsResolver {
  constructor(private readonly rules: RulesService) {}

  @Query(() => [SystemType], { description: 'The game systems and what each serves' })
  systems() {
    return this.rules.systems();
  }

  @Query(() => SystemType, { description: 'One system with its catalogue and options' })
  system(@Args('id') id: string) {
    return this.rules.system(id);
  }
}

const asIfMatch = (v: number | null | undefined) => (v === undefined || v === null ? undefined : `"${v}"`);

@Resolver(() => GameType)
export class GamesResolver {
  constructor(private readonly service: GamesService) {}

  @Query(() => GameType)
  async game(@Caller() caller: ArbiterKey, @Args('id', { type: () => ID }) id: string) {
    return gameView(await this.service.get(caller, id));
  }

  @Query(() => GamePageType, { description: 'Saved games, newest first' })
  games(
    @Caller() caller: ArbiterKey,
    @Args('system', { nullable: true }) system?: string,
    @Args('limit', { type: () => Int, nullable: true }) limit?: number,
    @Args('cursor', { nullable: true }) cursor?: string,
  ) {
    const q = validateBody(ListGamesQueryDto, strip({ system, limit, cursor }), 'arguments');
    return this.service.list(caller, q.system, q.limit, q.cursor);
  }

  @Query(() => [GameEventType], { description: "A game's log, in order" })
  gameEvents(
    @Caller() caller: ArbiterKey,
    @Args('id', { type: () => ID }) id: string,
    @Args('after', { type: () => Int, nullable: true }) after?: number,
    @Args('limit', { type: () => Int, nullable: true }) limit?: number,
  ) {
    const q = validateBody(ListEventsQueryDto, strip({ after, limit }), 'arguments');
    return this.service.events(caller, id, q.after, q.limit);
  }

  @Mutation(() => GameType, { description: 'Save a new game (input as CreateGameDto of the REST API)' })
  async createGame(@Caller() caller: ArbiterKey, @Args('input', { type: () => JSONScalar }) input: unknown, @Args('idempotencyKey', { nullable: true }) key?: string) {
    return (await this.service.create(caller, input, key ?? undefined)).body;
  }

  @Mutation(() => GameType, { description: 'Replace the state; expectedVersion is required (the REST If-Match)' })
  async replaceGame(
    @Caller() caller: ArbiterKey,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => JSONScalar }) input: unknown,
    @Args('expectedVersion', { type: () => Int, description: 'The version you read (the REST If-Match); a stale one is a 412 precondition_failed' }) expectedVersion: number,
  ) {
    return gameView(await this.service.replace(caller, id, asIfMatch(expectedVersion), input));
  }

  @Mutation(() => Boolean)
  async deleteGame(@Caller() caller: ArbiterKey, @Args('id', { type: () => ID }) id: string, @Args('expectedVersion', { type: () => Int, nullable: true }) expectedVersion?: number) {
    await this.service.delete(caller, id, asIfMatch(expectedVersion));
    return true;
  }

  @Mutation(() => GameEventType)
  async appendGameEvent(
    @Caller() caller: ArbiterKey,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => JSONScalar }) input: unknown,
    @Args('idempotencyKey', { nullable: true }) key?: string,
  ) {
    return (await this.service.appendEvent(caller, id, input, key ?? undefined)).body;
  }
}

function strip(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null));
}
