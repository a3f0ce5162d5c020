/** Short forms of the class-validator + OpenAPI pairs the system DTOs repeat; each keeps explicit swagger metadata. */
import { applyDecorators, type Type as Ctor } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsObject, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';

type Doc = Omit<ApiPropertyOptions, 'type' | 'enum'> & { description?: string };

export const Int = (min: number, max: number | undefined, doc: Doc = {}, optional = false) =>
  applyDecorators(
    (optional ? ApiPropertyOptional : ApiProperty)({ type: 'integer', minimum: min, ...(max !== undefined ? { maximum: max } : {}), ...doc } as ApiPropertyOptions),
    ...(optional ? [IsOptional()] : []),
    IsInt(),
    Min(min),
    ...(max !== undefined ? [Max(max)] : []),
  );
export const OptInt = (min: number, max: number | undefined, doc: Doc = {}) => Int(min, max, doc, true);

export const Num = (min: number | undefined, doc: Doc = {}, optional = false) =>
  applyDecorators((optional ? ApiPropertyOptional : ApiProperty)({ type: 'number', ...(min !== undefined ? { minimum: min } : {}), ...doc } as ApiPropertyOptions), ...(optional ? [IsOptional()] : []), IsNumber({ allowNaN: false, allowInfinity: false }), ...(min !== undefined ? [Min(min)] : []));
export const OptNum = (min: number | undefined, doc: Doc = {}) => Num(min, doc, true);

export const OptBool = (description: string) => applyDecorators(ApiPropertyOptional({ type: 'boolean', description }), IsOptional(), IsBoolean());

export const Str = (doc: Doc = {}, optional = false) => applyDecorators((optional ? ApiPropertyOptional : ApiProperty)({ type: 'string', ...doc } as ApiPropertyOptions), ...(optional ? [IsOptional()] : []), IsString(), MaxLength(200));
export const OptStr = (doc: Doc = {}) => Str(doc, true);

export const Enum = (values: readonly string[], doc: Doc = {}, optional = false) =>
  applyDecorators((optional ? ApiPropertyOptional : ApiProperty)({ enum: [...values], ...doc } as ApiPropertyOptions), ...(optional ? [IsOptional()] : []), IsIn([...values]));
export const OptEnum = (values: readonly string[], doc: Doc = {}) => Enum(values, doc, true);

export const EnumArray = (values: readonly string[], doc: Doc = {}) =>
  applyDecorators(ApiPropertyOptional({ enum: [...values], isArray: true, ...doc } as ApiPropertyOptions), IsOptional(), IsArray(), IsIn([...values], { each: true }));

export const Nested = (cls: () => Ctor<unknown>, doc: Doc = {}, optional = false) =>
  applyDecorators((optional ? ApiPropertyOptional : ApiProperty)({ type: () => cls(), ...doc } as ApiPropertyOptions), ...(optional ? [IsOptional()] : []), IsObject(), ValidateNested(), Type(cls));
export const OptNested = (cls: () => Ctor<unknown>, doc: Doc = {}) => Nested(cls, doc, true);

export const NestedArray = (cls: () => Ctor<unknown>, doc: Doc = {}, optional = false) =>
  applyDecorators((optional ? ApiPropertyOptional : ApiProperty)({ type: () => [cls()], ...doc } as ApiPropertyOptions), ...(optional ? [IsOptional()] : []), IsArray(), IsObject({ each: true }), ValidateNested({ each: true }), Type(cls));
export const OptNestedArray = (cls: () => Ctor<unknown>, doc: Doc = {}) => NestedArray(cls, doc, true);

/** Output-only properties (result DTOs describe the shape; nothing validates them). */
export const Out = (doc: ApiPropertyOptions) => ApiProperty(doc);
export const OptOut = (doc: ApiPropertyOptions) => ApiPropertyOptional(doc);

/** A string documented with its known values but checked by the domain (unknown ids are 400 unknown_reference with a pointer). */
export const OptRef = (values: readonly string[], doc: Doc = {}) => applyDecorators(ApiPropertyOptional({ type: 'string', enum: [...values], ...doc } as ApiPropertyOptions), IsOptional(), IsString());
export const RefArray = (values: readonly string[], doc: Doc = {}) =>
  applyDecorators(ApiPropertyOptional({ type: 'string', enum: [...values], isArray: true, ...doc } as ApiPropertyOptions), IsOptional(), IsArray(), IsString({ each: true }));
