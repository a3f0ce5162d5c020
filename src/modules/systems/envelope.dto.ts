import type { Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ExplanationStepDto {
  @ApiProperty({ example: 'kow.melee.flank' }) rule!: string;
  @ApiProperty({ example: '003_80333abf01c9832d.txt L615-618' }) cite!: string;
  @ApiProperty({ example: 'flank charge doubles the attacks: 10 → 20 dice' }) text!: string;
}

export class RollDto {
  @ApiProperty({ example: 'hit' }) purpose!: string;
  @ApiProperty({ example: 'd6' }) die!: string;
  @ApiProperty({ example: 5 }) value!: number;
  @ApiProperty() rerolled!: boolean;
}

export class DistributionEntryDto {
  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string' }] }) value!: number | string;
  @ApiProperty({ example: 0.25 }) p!: number;
}

const DISTRIBUTION_SCHEMA = {
  type: 'object',
  description:
    'Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity.',
  additionalProperties: {
    oneOf: [
      { type: 'array', items: { type: 'object', properties: { value: { oneOf: [{ type: 'number' }, { type: 'string' }] }, p: { type: 'number' } }, required: ['value', 'p'] } },
      { type: 'number' },
      { type: 'object', additionalProperties: { type: 'number' } },
    ],
  },
} as const;

const cache = new Map<string, Type<unknown>>();

/** The response envelope of API.md §2 with `result` typed by `resultType`; one named class each. */
export function envelopeOf(name: string, resultType: Type<unknown> | undefined): Type<unknown> {
  const hit = cache.get(name);
  if (hit) return hit;
  class Envelope {
    @ApiProperty({ example: 'kow' }) system!: string;
    @ApiProperty({ example: 'kow-2e' }) rulesVersion!: string;
    @ApiProperty(resultType ? { type: () => resultType } : { type: 'object', additionalProperties: true }) result!: unknown;
    @ApiPropertyOptional(DISTRIBUTION_SCHEMA as never) distribution?: Record<string, unknown>;
    @ApiPropertyOptional({ type: () => [RollDto], description: 'Seeded and given modes: every die in the order rolled' }) rolls?: RollDto[];
    @ApiPropertyOptional({ type: [Number], description: 'Given mode: rolls supplied but not needed' }) unusedRolls?: number[];
    @ApiProperty({ type: () => [ExplanationStepDto] }) explanation!: ExplanationStepDto[];
  }
  Object.defineProperty(Envelope, 'name', { value: name });
  cache.set(name, Envelope);
  return Envelope;
}
