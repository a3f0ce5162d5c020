import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsString } from 'class-validator';
import { DEPLOYMENT_CODES, ROLL_OFFS } from '../../../../domain/systems/kow/deployment.js';

export class KowDeploymentSidesDto {
  @ApiProperty({ description: 'The side (player) deploying in set-up area A, along the y = 0 edge', example: 'Alice' })
  @IsString()
  A!: string;

  @ApiProperty({ description: 'The side deploying in set-up area B, along the far edge', example: 'Bob' })
  @IsString()
  B!: string;
}

export class KowRollOffsDto {
  @ApiProperty({ type: [String], minItems: 2, maxItems: 2, description: 'The two players, in the order their dice are given' })
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(2)
  @IsString({ each: true })
  players!: string[];

  @ApiProperty({ enum: ROLL_OFFS, isArray: true, description: 'The roll-offs to make, in order: deployment (the winner chooses the edge and places first), firstTurn (chooses who goes first), vanguard (chooses who moves a Vanguard unit first)' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(3)
  @IsIn(ROLL_OFFS, { each: true })
  for!: Array<(typeof ROLL_OFFS)[number]>;
}

export class KowDeploymentViolationDto {
  @ApiProperty({ enum: DEPLOYMENT_CODES }) code!: string;
  @ApiProperty() unit!: string;
  @ApiProperty({ description: 'JSON pointer to the unit' }) path!: string;
  @ApiProperty() message!: string;
  @ApiProperty() cite!: string;
}

export class KowDeploymentDistanceDto {
  @ApiProperty() unit!: string;
  @ApiProperty() side!: string;
  @ApiProperty({ enum: ['A', 'B'] }) zone!: string;
  @ApiProperty({ description: 'Inches to the centre line (or point, deploymentFrom centrePoint)' }) distance!: number;
}

export class KowDeploymentResultDto {
  @ApiProperty() valid!: boolean;
  @ApiProperty({ type: () => [KowDeploymentViolationDto] }) violations!: KowDeploymentViolationDto[];
  @ApiProperty({ type: () => [KowDeploymentDistanceDto] }) distances!: KowDeploymentDistanceDto[];
}

export class KowPlayerChanceDto {
  @ApiProperty() player!: string;
  @ApiProperty() p!: number;
}

export class KowRollOffResultDto {
  @ApiProperty({ enum: ROLL_OFFS }) for!: string;
  @ApiPropertyOptional({ type: () => [KowPlayerChanceDto], description: 'Exact mode: each player\'s chance to win' }) pWin?: KowPlayerChanceDto[];
  @ApiPropertyOptional({ description: 'Seeded and given modes: the winner' }) winner?: string;
  @ApiPropertyOptional({ type: 'array', items: { type: 'array', items: { type: 'integer' } }, description: 'Seeded and given modes: each pair of dice (ties are rolled again)' }) rolls?: number[][];
}
