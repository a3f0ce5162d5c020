import { ApiProperty } from '@nestjs/swagger';
import { ScoringPresetDto } from '../tournaments/tournaments.dto.js';

export class CapabilityStatusDto {
  @ApiProperty({ description: 'true only when the endpoint works' }) served!: boolean;
  @ApiProperty({ example: '/v1/kow/attacks/resolve' }) path!: string;
}

export class CapabilitiesDto {
  @ApiProperty() attacks!: CapabilityStatusDto;
  @ApiProperty() charges!: CapabilityStatusDto;
  @ApiProperty() morale!: CapabilityStatusDto;
  @ApiProperty() armies!: CapabilityStatusDto;
  @ApiProperty() terrain!: CapabilityStatusDto;
  @ApiProperty() scoring!: CapabilityStatusDto;
}

export class SystemSummaryDto {
  @ApiProperty({ example: 'kow' }) id!: string;
  @ApiProperty({ example: 'Kings of War' }) name!: string;
  @ApiProperty({ type: [String], example: ['kow-2e'] }) rulesVersions!: string[];
  @ApiProperty({ example: 'kow-2e' }) defaultRulesVersion!: string;
  @ApiProperty() capabilities!: CapabilitiesDto;
}

export class SystemListDto {
  @ApiProperty({ type: [SystemSummaryDto] }) systems!: SystemSummaryDto[];
}

export class SystemDetailDto extends SystemSummaryDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Engine decisions per served capability: name, type, default, values' })
  options!: Record<string, unknown>;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Built-in data from the seeds: profiles, special rules, scenarios, terrain, map…' })
  catalogue!: Record<string, unknown>;

  @ApiProperty({ type: [ScoringPresetDto], description: 'Tournament scoring presets (API.md §8): win/draw/loss, and the system’s own table where its rules have one' })
  scoringPresets!: ScoringPresetDto[];
}
