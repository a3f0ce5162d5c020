import { Body, Controller, Get, Headers, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiExtraModels, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ProblemResponses } from '../../common/problem.openapi.js';
import { validateBody } from '../../common/validate.js';
import { Caller, type ArbiterKey } from '../auth/caller.js';
import { ListEventsQueryDto } from '../games/games.dto.js';
import type { StoredResponse } from '../games/games.repository.js';
import { etagOf } from '../games/games.service.js';
import { AddPlayerDto, CreateTournamentDto, FiguresDto, RoundDto, StandingsDto, TableDto, TournamentDto, TournamentEventPageDto, TournamentPlayerDto } from './tournaments.dto.js';
import { TournamentsService } from './tournaments.service.js';

const IDEMPOTENCY = ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Same key + same request replays the first response; another request is a 422' });

function send(res: FastifyReply, r: StoredResponse & { replayed: boolean }): unknown {
  res.status(r.status).headers(r.headers);
  if (r.replayed) res.header('idempotent-replayed', 'true');
  return r.body;
}

@ApiTags('tournaments')
@ApiBearerAuth()
@ApiExtraModels(FiguresDto)
@Controller('v1/tournaments')
export class TournamentsController {
  constructor(private readonly tournaments: TournamentsService) {}

  @Post()
  @ApiOperation({ operationId: 'createTournament', summary: 'Create a tournament (owned by the calling key)', description: 'Creates a tournament of one system under a scoring preset listed by GET /v1/{system} (scoringPresets), owned by the calling key, private unless `visibility: public`. Idempotency-Key replays the first answer.' })
  @IDEMPOTENCY @ApiBody({ type: CreateTournamentDto }) @ApiCreatedResponse({ type: TournamentDto }) @ProblemResponses(400, 401, 422)
  async create(@Caller() caller: ArbiterKey, @Body() body: unknown, @Headers('idempotency-key') key: string | undefined, @Res({ passthrough: true }) res: FastifyReply) {
    return send(res, await this.tournaments.create(caller, body, key));
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getTournament', summary: 'The tournament with its players, rounds and status', description: 'The tournament with its players, its rounds and their tables (results and their versions) and its status. Private tournaments of other keys are a 404; public ones are readable by anyone with a key.' })
  @ApiOkResponse({ type: TournamentDto }) @ProblemResponses(401, 404)
  async get(@Caller() caller: ArbiterKey, @Param('id') id: string, @Res({ passthrough: true }) res: FastifyReply): Promise<TournamentDto> {
    const t = await this.tournaments.get(caller, id);
    res.header('etag', etagOf(t.version));
    return t;
  }

  @Post(':id/players')
  @ApiOperation({ operationId: 'addTournamentPlayer', summary: "Register a player; an army is checked by the system's armies/validate", description: "Registers a player (name, club, army). An army is validated by the system's armies/validate when the system serves it: a list that fails is a 422 naming its violations. Owner only (403 for others on a public tournament)." })
  @IDEMPOTENCY @ApiBody({ type: AddPlayerDto }) @ApiCreatedResponse({ type: TournamentPlayerDto }) @ProblemResponses(400, 401, 403, 404, 409, 422)
  async addPlayer(@Caller() caller: ArbiterKey, @Param('id') id: string, @Body() body: unknown, @Headers('idempotency-key') key: string | undefined, @Res({ passthrough: true }) res: FastifyReply) {
    return send(res, await this.tournaments.addPlayer(caller, id, body, key));
  }

  @Post(':id/rounds')
  @ApiOperation({ operationId: 'pairTournamentRound', summary: 'Pair the next round (Swiss; seeded random first round); answers its tables', description: "Pairs the next round by Swiss (tournament-pairings): the first round seeded at random from the tournament's seed, later rounds by standings with no rematch while one is avoidable, a bye to the lowest-ranked player without one. Every table of the previous round must have its result (409 otherwise)." })
  @IDEMPOTENCY @ApiCreatedResponse({ type: RoundDto }) @ProblemResponses(401, 403, 404, 409)
  async pair(@Caller() caller: ArbiterKey, @Param('id') id: string, @Headers('idempotency-key') key: string | undefined, @Res({ passthrough: true }) res: FastifyReply) {
    return send(res, await this.tournaments.pairNextRound(caller, id, key));
  }

  @Put(':id/rounds/:round/tables/:table/result')
  @ApiOperation({
    operationId: 'postTournamentResult',
    summary: "Post a table's result: the body of the system's scenarios/score (scored by Arbiter), or FiguresDto for a system without scoring; a correction needs If-Match",
    description:
      "Posts the result of one table of a paired round. Arbiter scores it with the system's own scoring and the tournament's preset; a score the rules cannot produce is a 422, a table of a round not yet paired a 409, a second post without If-Match a 412. A correction names the result's version in If-Match; Idempotency-Key replays the first answer.",
  })
  @IDEMPOTENCY
  @ApiParam({ name: 'round', type: 'integer', description: 'From 1' })
  @ApiParam({ name: 'table', type: 'integer', description: 'From 1' })
  @ApiHeader({ name: 'If-Match', required: false, description: 'Required to correct a posted result: the ETag of the result you read' })
  @ApiBody({ schema: { oneOf: [{ $ref: getSchemaPath(FiguresDto) }, { type: 'object', additionalProperties: true, description: "The body of POST /v1/{system}/scenarios/score" }] } })
  @ApiOkResponse({ type: TableDto })
  @ProblemResponses(400, 401, 403, 404, 409, 412, 422)
  async result(
    @Caller() caller: ArbiterKey,
    @Param('id') id: string,
    @Param('round') round: string,
    @Param('table') table: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Headers('idempotency-key') key: string | undefined,
    @Body() body: unknown,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return send(res, await this.tournaments.postResult(caller, id, round, table, ifMatch, body, key));
  }

  @Get(':id/standings')
  @ApiOperation({ operationId: 'getTournamentStandings', summary: "Ranked players: tournament points, then each of the preset's tie-breakers", description: 'Players ranked by tournament points, then by each tie-breaker of the preset (strength of schedule, score difference …), every figure shown, recomputed from the posted results.' })
  @ApiOkResponse({ type: StandingsDto }) @ProblemResponses(401, 404)
  standings(@Caller() caller: ArbiterKey, @Param('id') id: string): Promise<StandingsDto> {
    return this.tournaments.standings(caller, id);
  }

  @Get(':id/events')
  @ApiOperation({ operationId: 'listTournamentEvents', summary: 'What changed, in a gapless sequence (use after= to follow)', description: "The tournament's log in a gapless sequence: player added, round paired, result posted or corrected. Pass `after` (the last sequence you saw) to follow it." })
  @ApiOkResponse({ type: TournamentEventPageDto }) @ProblemResponses(400, 401, 404)
  async events(@Caller() caller: ArbiterKey, @Param('id') id: string, @Query() query: ListEventsQueryDto): Promise<TournamentEventPageDto> {
    const q = validateBody(ListEventsQueryDto, { ...query }, 'query string');
    return { events: await this.tournaments.events(caller, id, q.after, q.limit) };
  }
}
