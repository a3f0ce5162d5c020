import { OptOut, Out } from '../../dto-decorators.js';

/** One attack group of a plan: who strikes, at which initiative, with which targets. */
export class T9aAttackGroupDto {
  @Out({ type: 'string', example: 'front rank' }) label!: string;
  @Out({ type: 'integer', description: 'Initiative step (10 strikes first)' }) initiative!: number;
  @Out({ oneOf: [{ type: 'integer' }, { type: 'string' }], description: 'Attacks: a number or a dice expression' }) attacks!: number | string;
  @Out({ type: 'string', example: '4+', description: '"auto", "n+", "6 then n+" or "impossible"' }) toHit!: string;
  @Out({ type: 'integer' }) strength!: number;
  @Out({ type: 'integer', nullable: true }) toWound!: number | null;
  @Out({ type: 'integer', nullable: true }) armourSave!: number | null;
  @Out({ type: 'integer', nullable: true }) ward!: number | null;
  @Out({ type: 'string', enum: ['ward', 'regeneration'], nullable: true }) wardKind!: string | null;
  @Out({ type: 'integer' }) armourPiercing!: number;
  @OptOut({ type: 'string' }) multipleWounds?: string;
}
