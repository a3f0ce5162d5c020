import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { raise } from '../../common/problem.js';
import { Database } from '../../database/database.js';
import { ProblemResponses } from '../../common/problem.openapi.js';

export class HealthDto {
  @ApiProperty({ example: 'ok' }) status!: 'ok';
  @ApiProperty({ enum: ['embedded', 'server'] }) database!: 'embedded' | 'server';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly db: Database) {}

  @Get()
  @ApiOperation({
    operationId: 'health',
    summary: 'Liveness and database ping',
    description: 'Answers 200 when the process is up and the database answers a ping, 503 otherwise. Never rate limited: load balancers and orchestrators may poll it freely.',
  })
  @ApiOkResponse({ type: HealthDto })
  @ProblemResponses(503)
  async health(): Promise<HealthDto> {
    try {
      await this.db.ping();
    } catch {
      raise('service_unavailable', 'The database does not answer');
    }
    return { status: 'ok', database: this.db.mode };
  }
}
