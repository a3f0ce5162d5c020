import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Row shapes of the tournament tables. They never leave the persistence folder. */
@Entity('tournaments')
export class TournamentEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column({ type: 'bigint', insert: false, update: false }) seq!: string;
  @Column({ type: 'uuid', name: 'owner_key_id', nullable: true }) ownerKeyId!: string | null;
  @Column('text') visibility!: 'private' | 'public';
  @Column('text') system!: string;
  @Column({ type: 'text', name: 'rules_version' }) rulesVersion!: string;
  @Column('text') name!: string;
  @Column('jsonb') scoring!: { preset: string; win: number; draw: number; loss: number };
  @Column('int') rounds!: number;
  @Column('text') seed!: string;
  @Column({ type: 'int', name: 'rounds_paired' }) roundsPaired!: number;
  @Column({ type: 'int', name: 'player_count' }) playerCount!: number;
  @Column({ type: 'int', name: 'event_count' }) eventCount!: number;
  @Column('int') version!: number;
  @Column({ type: 'timestamptz', name: 'created_at' }) createdAt!: Date;
  @Column({ type: 'timestamptz', name: 'updated_at' }) updatedAt!: Date;
}

@Entity('tournament_players')
export class TournamentPlayerEntity {
  @PrimaryColumn({ type: 'uuid', name: 'tournament_id' }) tournamentId!: string;
  @PrimaryColumn('int') id!: number;
  @Column('text') name!: string;
  @Column({ type: 'text', nullable: true }) club!: string | null;
  @Column({ type: 'jsonb', nullable: true }) army!: Record<string, unknown> | null;
}

@Entity('tournament_tables')
export class TournamentTableEntity {
  @PrimaryColumn({ type: 'uuid', name: 'tournament_id' }) tournamentId!: string;
  @PrimaryColumn('int') round!: number;
  @PrimaryColumn({ type: 'int', name: 'table_no' }) tableNo!: number;
  @Column({ type: 'int', name: 'player_a' }) playerA!: number;
  @Column({ type: 'int', name: 'player_b', nullable: true }) playerB!: number | null;
  @Column({ type: 'jsonb', nullable: true }) result!: { posted: Record<string, unknown>; outcome: { winner: 'a' | 'b' | null; scoreA: number; scoreB: number } } | null;
  @Column({ type: 'int', name: 'result_version' }) resultVersion!: number;
}

@Entity('tournament_events')
export class TournamentEventEntity {
  @PrimaryColumn({ type: 'uuid', name: 'tournament_id' }) tournamentId!: string;
  @PrimaryColumn('int') seq!: number;
  @Column('text') kind!: string;
  @Column('jsonb') data!: Record<string, unknown>;
  @Column({ type: 'timestamptz', name: 'created_at' }) createdAt!: Date;
}

export const TOURNAMENT_ENTITIES = [TournamentEntity, TournamentPlayerEntity, TournamentTableEntity, TournamentEventEntity];
