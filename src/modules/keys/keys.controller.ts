import { Body, Controller, Delete, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ProblemResponses } from '../../common/problem.openapi.js';
import { Caller, type ArbiterKey } from '../auth/caller.js';
import { CreatedKeyDto, CreateKeyDto, KeyDto } from './keys.dto.js';
import { KeysService } from './keys.service.js';

@ApiTags('keys')
@Controller('v1/keys')
export class KeysController {
  constructor(private readonly keys: KeysService) {}

  @Post()
  @ApiOperation({ operationId: 'createKey', summary: 'Create an API key; the secret is in this answer only (KEY_SIGNUP=admin: admin key required)', description: 'Creates an API key named by you. The secret `key` is in this answer only and is stored as a SHA-256 hash; send it as `Authorization: Bearer <key>`. Open to anyone with KEY_SIGNUP=open, only to the admin key with KEY_SIGNUP=admin.' })
  @ApiBody({ type: CreateKeyDto }) @ApiCreatedResponse({ type: CreatedKeyDto }) @ProblemResponses(400, 401)
  create(@Body() body: unknown, @Req() req: FastifyRequest): Promise<CreatedKeyDto> {
    return this.keys.create(body, req.arbiterKey, req.arbiterKeyRefused);
  }

  @Get('self')
  @ApiBearerAuth()
  @ApiOperation({ operationId: 'getOwnKey', summary: 'The calling key', description: 'Describes the key this request is made with (id, name, creation time); never the secret. A revoked or unknown key is a 401.' })
  @ApiOkResponse({ type: KeyDto }) @ProblemResponses(401)
  self(@Caller() caller: ArbiterKey): KeyDto {
    return this.keys.self(caller);
  }

  @Delete('self')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ operationId: 'revokeOwnKey', summary: 'Revoke the calling key, effective from the next request', description: 'Revokes the key this request is made with: from the next request on it is a 401. What it owns stays, readable by the admin key.' })
  @ApiNoContentResponse() @ProblemResponses(401, 403)
  async revoke(@Caller() caller: ArbiterKey): Promise<void> {
    await this.keys.revoke(caller);
  }
}
