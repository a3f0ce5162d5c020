import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProblemResponses } from '../../common/problem.openapi.js';
import { RulesService } from './rules.service.js';
import { SystemDetailDto, SystemListDto } from './systems.dto.js';

@ApiTags('systems')
@Controller('v1')
export class SystemsController {
  constructor(private readonly rules: RulesService) {}

  @Get('systems')
  @ApiOperation({
    operationId: 'listSystems',
    summary: 'The game systems, their rules versions and what each serves',
    description: 'Every game system this server knows, with its rules versions (the first is the default) and, per capability, whether it is served and its REST path.',
  })
  @ApiOkResponse({ type: SystemListDto })
  list(): SystemListDto {
    return { systems: this.rules.systems() };
  }

  @Get(':system')
  @ApiOperation({
    operationId: 'getSystem',
    summary: 'One system with its catalogue of built-in data and options',
    description: 'One system: its rules versions, what it serves, the options of each capability (engine decisions with their defaults) and its catalogue (built-in profiles, special rules, terrain, maps) that requests may name by id.',
  })
  @ApiOkResponse({ type: SystemDetailDto })
  @ProblemResponses(404)
  get(@Param('system') id: string): SystemDetailDto {
    return this.rules.system(id);
  }
}

/**
 * The capability routes for any system id. Served systems have their own typed routes, which
 * the router prefers; these answer unknown systems (404) and capabilities not served (501).
 */
@Controller('v1/:system')
export class CapabilityFallbackController {
  constructor(private readonly rules: RulesService) {}

  @Post('attacks/resolve') @HttpCode(200) @ApiExcludeEndpoint()
  attacks(@Param('system') s: string, @Body() b: unknown) { return this.rules.run(s, 'attacks', b); }

  @Post('charges/check') @HttpCode(200) @ApiExcludeEndpoint()
  charges(@Param('system') s: string, @Body() b: unknown) { return this.rules.run(s, 'charges', b); }

  @Post('morale/test') @HttpCode(200) @ApiExcludeEndpoint()
  morale(@Param('system') s: string, @Body() b: unknown) { return this.rules.run(s, 'morale', b); }

  @Post('armies/validate') @HttpCode(200) @ApiExcludeEndpoint()
  armies(@Param('system') s: string, @Body() b: unknown) { return this.rules.run(s, 'armies', b); }

  @Post('terrain/setup') @HttpCode(200) @ApiExcludeEndpoint()
  terrain(@Param('system') s: string, @Body() b: unknown) { return this.rules.run(s, 'terrain', b); }

  @Post('scenarios/score') @HttpCode(200) @ApiExcludeEndpoint()
  scoring(@Param('system') s: string, @Body() b: unknown) { return this.rules.run(s, 'scoring', b); }
}
