import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

@InputType('CreateKeyInput')
export class CreateKeyDto {
  @Field() @ApiProperty({ example: 'Club tournament laptop', description: 'A label for you; not secret' }) @IsString() @IsNotEmpty() @MaxLength(200) name!: string;
}

@ObjectType('ApiKey')
export class KeyDto {
  @Field(() => ID) @ApiProperty({ description: 'The key id (not secret); `admin` for the operator key' }) id!: string;
  @Field() @ApiProperty() name!: string;
  @Field() @ApiProperty({ description: 'true for the operator key (ARBITER_ADMIN_KEY)' }) admin!: boolean;
  @Field({ nullable: true }) @ApiPropertyOptional({ format: 'date-time' }) createdAt?: string;
}

@ObjectType('CreatedApiKey')
export class CreatedKeyDto {
  @Field(() => ID) @ApiProperty() id!: string;
  @Field() @ApiProperty() name!: string;
  @Field() @ApiProperty({ description: 'The secret, shown this once: send it as Authorization: Bearer <key>. Arbiter keeps only its hash.' }) key!: string;
  @Field() @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
