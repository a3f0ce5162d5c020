import { describe, expect, it } from '@jest/globals';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { surelyValid } from './fast-accept.js';
import { ProblemException } from './problem.js';
import { validateBody, validateFully } from './validate.js';

/** A project validator that reuses a built-in name with other semantics: it must be called, not compiled as `min`. */
function EvenMin(floor: number) {
  return (object: object, propertyName: string) =>
    registerDecorator({ name: 'min', target: object.constructor, propertyName, constraints: [floor], validator: { validate: (v: unknown) => typeof v === 'number' && v >= floor && v % 2 === 0 } });
}

class Leaf {
  @ApiProperty()
  @IsString()
  @MaxLength(3)
  name!: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsNumber()
  @Min(-1.5)
  @Max(2.5)
  weight?: number | null;
}

class Root {
  @ApiProperty({ type: Leaf })
  @ValidateNested()
  @Type(() => Leaf)
  leaf!: Leaf;

  @ApiPropertyOptional({ type: [Leaf] })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(2)
  @ValidateNested({ each: true })
  @Type(() => Leaf)
  leaves?: Leaf[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ each: true })
  @IsIn([1, 2, 3], { each: true })
  picks?: number[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  flag?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsObject()
  free?: Record<string, unknown>;

  @ApiPropertyOptional()
  @IsOptional()
  @EvenMin(2)
  even?: number;

  @ApiPropertyOptional()
  @ValidateIf((o: Root) => o.flag === true)
  @IsDefined()
  @IsString()
  reason?: string;
}

const fullyValid = (body: unknown) => {
  try {
    validateFully(Root, body);
    return true;
  } catch {
    return false;
  }
};

describe('surelyValid (compiled checks)', () => {
  const leaf = { name: 'ab' };
  const bodies: unknown[] = [
    { leaf },
    { leaf: { name: 'abc', weight: 2.5 }, leaves: [{ name: 'x', weight: -1.5 }], picks: [1, 3], flag: false, free: { any: [1] }, even: 4 },
    { leaf: { name: '😀😀😀' } }, // three characters for class-validator, six UTF-16 units
    { leaf: { name: 'abcd' } },
    { leaf: { name: 'a', weight: null } },
    { leaf: { name: 'a', weight: 2.6 } },
    { leaf: { name: 'a', weight: Infinity } },
    { leaf: { name: 'a', weight: '1' } },
    { leaf: { name: 5 } },
    { leaf: null },
    { leaf: [] },
    { leaf: [leaf] },
    {},
    { leaf, leaves: [] },
    { leaf, leaves: [leaf, leaf, leaf] },
    { leaf, leaves: [leaf, 4] },
    { leaf, leaves: leaf },
    { leaf, leaves: null },
    { leaf, picks: [1, 4] },
    { leaf, picks: [1.5] },
    { leaf, picks: 2 },
    { leaf, flag: 'yes' },
    { leaf, flag: null },
    { leaf, free: [] },
    { leaf, free: null },
    { leaf, even: 3 },
    { leaf, even: 0 },
    { leaf, flag: true },
    { leaf, flag: true, reason: 'late' },
    { leaf, flag: true, reason: 7 },
    { leaf, flag: false, reason: 7 },
    { leaf, unknown: 1 },
    { leaf: { name: 'a', extra: true } },
    [],
    'text',
    null,
  ];

  it('says yes to exactly the bodies the full validation accepts', () => {
    // Worked by hand: a name of three emoji is three characters; `picks: 2` is checked as one value
    // (`each` on a non-array); `reason` is checked only when `flag` is true.
    const valid = [0, 1, 2, 4, 20, 28, 30].map((i) => bodies[i]);
    expect(bodies.filter(fullyValid)).toEqual(valid);
    expect(bodies.filter((b) => surelyValid(Root, b))).toEqual(valid);
  });

  it('calls a project validator that reuses a built-in name instead of compiling the built-in', () => {
    // Built-in `min(2)` would accept 3; the project's EvenMin refuses odd numbers.
    expect([surelyValid(Root, { leaf, even: 3 }), fullyValid({ leaf, even: 3 })]).toEqual([false, false]);
    expect([surelyValid(Root, { leaf, even: 4 }), fullyValid({ leaf, even: 4 })]).toEqual([true, true]);
  });

  it('refuses, on both paths, a key every JavaScript object has, wherever it is (class-transformer drops it or throws)', () => {
    class Gated {
      @ApiPropertyOptional()
      @IsOptional()
      @IsBoolean()
      on?: boolean;

      @ApiPropertyOptional({ type: Leaf })
      @ValidateIf((o: Gated) => o.on === true)
      @ValidateNested()
      @Type(() => Leaf)
      leaf?: Leaf;
    }
    const refusal = (dto: new () => object, body: unknown) => {
      try {
        validateFully(dto, body);
        return 'accepted';
      } catch (e) {
        // A TypeError here was a 500.
        return e instanceof ProblemException ? e.problem.errors.map((i) => `${i.path} ${i.code}`) : String(e);
      }
    };
    const cases: Array<[new () => object, unknown, string]> = [
      // Free-form: class-transformer threw on `constructor` and dropped `toString`.
      [Root, { leaf, free: { constructor: 1 } }, '/free/constructor'],
      [Root, { leaf, free: { a: [{ toString: 1 }] } }, '/free/a/0/toString'],
      // At a DTO level the key was dropped before the whitelist saw it: an unknown field accepted.
      [Root, { leaf, toString: 1 }, '/toString'],
      [Root, { leaf: { name: 'a', valueOf: 1 } }, '/leaf/valueOf'],
      // A value a condition leaves unchecked is still transformed.
      [Root, { leaf, flag: false, reason: { hasOwnProperty: 1 } }, '/reason/hasOwnProperty'],
      [Gated, { on: false, leaf: { name: 'a', isPrototypeOf: 1 } }, '/leaf/isPrototypeOf'],
    ];
    for (const [dto, body, path] of cases) {
      expect([body, surelyValid(dto, body), refusal(dto, body)]).toEqual([body, false, [`${path} reservedKey`]]);
    }
    // The same bodies without the key pass.
    expect([surelyValid(Root, { leaf, free: { a: [{ text: 1 }] } }), surelyValid(Gated, { on: false, leaf: { name: 'a', extra: 1 } })]).toEqual([true, true]);
  });

  it('leaves to the full path a class whose instance would not hold the body as given: a converting @Type, a name the instance already has', () => {
    // @Type(() => String) converts whatever is given: the full path hands the domain '5', not 5.
    class Coerced {
      @IsOptional()
      @Type(() => String)
      @IsNotEmpty()
      code?: string;
    }
    // A condition that skips the checks leaves the value unchecked, but still converted.
    class Gated {
      @IsOptional()
      @IsBoolean()
      on?: boolean;

      @ValidateIf((o: Gated) => o.on === true)
      @Type(() => Number)
      @IsInt()
      n?: number;
    }
    // An integer check first: what it accepts Number() leaves as it is (query strings are converted on the full path).
    class Page {
      @IsOptional()
      @Type(() => Number)
      @IsInt()
      @Min(1)
      limit?: number;
    }
    for (const [dto, body, handed] of [
      [Coerced, { code: 5 }, { code: '5' }],
      [Gated, { on: false, n: '5' }, { on: false, n: 5 }],
      [Page, { limit: '20' }, { limit: 20 }],
    ] as Array<[new () => object, Record<string, unknown>, Record<string, unknown>]>) {
      expect([body, surelyValid(dto, body), { ...validateBody(dto, { ...body }) }]).toEqual([body, false, handed]);
    }
    expect([surelyValid(Page, { limit: 20 }), surelyValid(Gated, { on: true, n: 5 })]).toEqual([true, false]);
    // A declared Set is built from the array given.
    class Picked {
      @Type(() => Number)
      @IsInt({ each: true })
      picks!: Set<number>;
    }
    expect([surelyValid(Picked, { picks: [1, 2] }), (validateBody(Picked, { picks: [1, 2] }) as Picked).picks]).toEqual([false, new Set([1, 2])]);
    // A property named like a member every instance has: class-transformer does not copy it.
    class Named {}
    IsOptional()(Named.prototype, 'valueOf');
    IsString()(Named.prototype, 'valueOf');
    expect(surelyValid(Named, { valueOf: 'a' })).toBe(false);
  });
});
