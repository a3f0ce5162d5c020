import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiHeader, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ProblemResponses } from '../../common/problem.openapi.js';
import { validateBody } from '../../common/validate.js';
import { AppendEventDto, CreateGameDto, GameDto, GameEventDto, GameEventPageDto, GamePageDto, ListEventsQueryDto, ListGamesQueryDto, ReplaceGameDto } from './games.dto.js';
import { etagOf, GamesService, gameView } from './games.service.js';
import type { StoredResponse } from './games.repository.js';
import { Caller, type ArbiterKey } from '../auth/caller.js';

const IDEMPOTENCY = ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Same key + same body replays the first response; another body is a 422' });
const IF_MATCH = ApiHeader({ name: 'If-Match', required: true, description: 'The ETag you read ("<version>"), or *' });

function send(res: FastifyReply, r: StoredResponse & { replayed: boolean }): unknown {
  res.status(r.status).headers(r.headers);
  if (r.replayed) res.header('idempotent-replayed', 'true');
  return r.body;
}

@ApiTags('games')
@ApiBearerAuth()
@Controller('v1/games')
export class GamesController {
  constructor(private readonly games: GamesService) {}

  @Post()
  @ApiOperation({
    operationId: 'createGame',
    summary: 'Save a new game',
    description: 'Saves a game (system, name, players, free-form state) at version 1; the answer carries its Location and ETag. With an Idempotency-Key, sending the same request again replays the first answer (Idempotent-Replayed: true) instead of saving twice.',
  })
  @IDEMPOTENCY @ApiBody({ type: CreateGameDto }) @ApiCreatedResponse({ type: GameDto }) @ProblemResponses(400, 401, 413, 415, 422)
  async create(@Caller() caller: ArbiterKey, @Body() body: unknown, @Headers('idempotency-key') key: string | undefined, @Res({ passthrough: true }) res: FastifyReply) {
    return send(res, await this.games.create(caller, body, key));
  }

  @Get()
  @ApiOperation({
    operationId: 'listGames',
    summary: "The calling key's saved games, newest first",
    description: "The calling key's saved games (all of them for the admin key), newest first, optionally of one system; pages of `limit` games, the next page from `nextCursor`.",
  })
  @ApiOkResponse({ type: GamePageDto }) @ProblemResponses(400, 401)
  list(@Caller() caller: ArbiterKey, @Query() query: ListGamesQueryDto): Promise<GamePageDto> {
    const q = validateBody(ListGamesQueryDto, { ...query }, 'query string');
    return this.games.list(caller, q.system, q.limit, q.cursor);
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'getGame',
    summary: 'One saved game; ETag is its version',
    description: 'One saved game. Its ETag is its version: send it as If-Match to replace or delete the game.',
  })
  @ApiOkResponse({ type: GameDto }) @ProblemResponses(401, 404)
  async get(@Caller() caller: ArbiterKey, @Param('id') id: string, @Res({ passthrough: true }) res: FastifyReply): Promise<GameDto> {
    const g = await this.games.get(caller, id);
    res.header('etag', etagOf(g.version));
    return gameView(g);
  }

  @Put(':id')
  @ApiOperation({
    operationId: 'replaceGame',
    summary: 'Replace the state; only if If-Match is the current version',
    description: 'Replaces the state (and optionally the name and players) when If-Match names the current version, which then goes up by one. A stale version is 412 with `currentVersion`; no If-Match is 428.',
  })
  @IF_MATCH @ApiBody({ type: ReplaceGameDto }) @ApiOkResponse({ type: GameDto }) @ProblemResponses(400, 401, 403, 404, 412, 428)
  async replace(@Caller() caller: ArbiterKey, @Param('id') id: string, @Headers('if-match') ifMatch: string | undefined, @Body() body: unknown, @Res({ passthrough: true }) res: FastifyReply): Promise<GameDto> {
    const g = await this.games.replace(caller, id, ifMatch, body);
    res.header('etag', etagOf(g.version));
    return gameView(g);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteGame',
    summary: 'Delete a game and its log; only if If-Match is the current version',
    description: 'Deletes the game and its event log when If-Match names the current version (412 if not, 428 without If-Match).',
  })
  @IF_MATCH @ApiNoContentResponse() @ProblemResponses(401, 403, 404, 412, 428)
  async delete(@Caller() caller: ArbiterKey, @Param('id') id: string, @Headers('if-match') ifMatch: string | undefined): Promise<void> {
    await this.games.delete(caller, id, ifMatch);
  }

  @Post(':id/events')
  @ApiOperation({
    operationId: 'appendGameEvent',
    summary: "Append a resolved action or a note to the game's log",
    description: "Appends a resolved rules action or a note to the game's log; sequence numbers are gapless. The answer carries its Location. Idempotency-Key works as for createGame.",
  })
  @IDEMPOTENCY @ApiBody({ type: AppendEventDto }) @ApiCreatedResponse({ type: GameEventDto }) @ProblemResponses(400, 401, 403, 404, 422)
  async append(@Caller() caller: ArbiterKey, @Param('id') id: string, @Body() body: unknown, @Headers('idempotency-key') key: string | undefined, @Res({ passthrough: true }) res: FastifyReply) {
    return send(res, await this.games.appendEvent(caller, id, body, key));
  }

  @Get(':id/events')
  @ApiOperation({
    operationId: 'listGameEvents',
    summary: 'The log, in order',
    description: 'The game\'s log in sequence order, from after `after`, at most `limit` events.',
  })
  @ApiOkResponse({ type: GameEventPageDto }) @ProblemResponses(400, 401, 404)
  async events(@Caller() caller: ArbiterKey, @Param('id') id: string, @Query() query: ListEventsQueryDto): Promise<GameEventPageDto> {
    const q = validateBody(ListEventsQueryDto, { ...query }, 'query string');
    return { events: await this.games.events(caller, id, q.after, q.limit) };
  }
}
