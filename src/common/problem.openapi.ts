import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiResponse } from '@nestjs/swagger';
import { PROBLEM_CODES, PROBLEM_CONTENT_TYPE } from './problem.js';

export class FieldIssueDto {
  @ApiProperty({ example: '/attacker/attacks', description: 'JSON pointer into the request' }) path!: string;
  @ApiProperty({ example: 'min' }) code!: string;
  @ApiProperty({ example: 'attacks must not be less than 0' }) message!: string;
}

export class ProblemDto {
  @ApiProperty({ example: 'https://arbiter.dev/problems/validation-failed' }) type!: string;
  @ApiProperty({ example: 'The request is invalid' }) title!: string;
  @ApiProperty({ example: 400 }) status!: number;
  @ApiProperty({ example: '1 field of the request body is invalid' }) detail!: string;
  @ApiProperty({ enum: Object.keys(PROBLEM_CODES) }) code!: string;
  @ApiProperty({ type: () => [FieldIssueDto] }) errors!: FieldIssueDto[];
  @ApiProperty({ required: false, example: 3, description: 'On 412 precondition_failed: the version the game is at now' }) currentVersion?: number;
}

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: every offending field is listed',
  401: 'No API key, or an unknown or revoked one (WWW-Authenticate: Bearer)',
  403: 'Readable but owned by another key',
  404: 'Unknown system or resource',
  409: 'Conflict',
  412: 'If-Match does not match the current version',
  413: 'Body too large',
  415: 'Content-Type is not application/json',
  422: 'Well-formed but impossible',
  428: 'If-Match missing',
  429: 'Rate limited',
  501: 'Capability not served by this system',
};

/** Document the problem+json responses an operation can give. */
export function ProblemResponses(...statuses: number[]): MethodDecorator {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: DESCRIPTIONS[status] ?? 'Problem', content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/ProblemDto' } } } }),
    ),
  );
}
