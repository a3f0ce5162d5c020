import { describe, expect, it } from '@jest/globals';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { checkShape, shapeHolds } from './shape-check.js';

class Leaf {
  @ApiProperty()
  @IsString()
  name!: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsInt()
  note?: number | null;
}

class Root {
  @ApiProperty({ type: Leaf })
  @ValidateNested()
  @Type(() => Leaf)
  leaf!: Leaf;

  @ApiPropertyOptional({ type: [Leaf] })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => Leaf)
  leaves?: Leaf[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  count?: number;
}

describe('shapeHolds', () => {
  it('is true exactly when checkShape finds no issue', () => {
    const bodies: unknown[] = [
      { leaf: { name: 'a' } },
      { leaf: { name: 'a', note: null }, leaves: [{ name: 'b', note: 3 }], count: 2 },
      {},
      { leaf: null }, // a required object given null is class-validator's to report
      { leaf: [] },
      { leaf: 'x' },
      { leaf: { name: 'a' }, count: null },
      { leaf: { name: 'a' }, leaves: [{ name: 'b' }, 4] },
      { leaf: { name: 'a' }, leaves: [{ name: 'b' }, { name: 'c', note: null }] },
      { leaf: { name: 'a' }, leaves: 'not an array' },
      { leaf: { name: 'a' }, leaves: null },
      [],
      'text',
    ];
    const verdicts = bodies.map((b) => shapeHolds(Root, b));
    expect(verdicts).toEqual(bodies.map((b) => checkShape(Root, b).length === 0));
    expect(verdicts).toEqual([true, true, false, true, false, false, false, false, true, true, false, true, true]);
  });
});
