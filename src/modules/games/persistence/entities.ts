import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Row shapes of the saved-games tables. They never leave the persistence folder. */
@Entity('games')
export class GameEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column({ type: 'bigint', insert: false, update: false }) seq!: string;
  @Column('text') system!: string;
  @Column({ type: 'text', name: 'rules_version' }) rulesVersion!: string;
  @Column('text') name!: string;
  @Column('json') players!: unknown[];
  @Column('json') state!: Record<string, unknown>;
  @Column('int') version!: number;
  @Column({ type: 'int', name: 'event_count' }) eventCount!: number;
  @Column({ type: 'timestamptz', name: 'created_at' }) createdAt!: Date;
  @Column({ type: 'timestamptz', name: 'updated_at' }) updatedAt!: Date;
  @Column({ type: 'uuid', name: 'owner_key_id', nullable: true }) ownerKeyId!: string | null;
  @Column('text') visibility!: 'private' | 'public';
}

@Entity('game_events')
export class GameEventEntity {
  @PrimaryColumn({ type: 'uuid', name: 'game_id' }) gameId!: string;
  @PrimaryColumn('int') seq!: number;
  @Column('text') kind!: string;
  @Column('json') data!: Record<string, unknown>;
  @Column({ type: 'timestamptz', name: 'created_at' }) createdAt!: Date;
}

@Entity('idempotency_keys')
export class IdempotencyKeyEntity {
  @PrimaryColumn('text') scope!: string;
  @PrimaryColumn('text') key!: string;
  @Column({ type: 'text', name: 'request_hash' }) requestHash!: string;
  @Column('int') status!: number;
  @Column('json') body!: unknown;
  @Column('json') headers!: Record<string, string>;
  @Column({ type: 'timestamptz', name: 'created_at' }) createdAt!: Date;
}

export const ENTITIES = [GameEntity, GameEventEntity, IdempotencyKeyEntity];
