import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Row shape of `api_keys`: a hash of the secret, never the secret. */
@Entity('api_keys')
export class ApiKeyEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') name!: string;
  @Column({ type: 'text', name: 'key_hash' }) keyHash!: string;
  @Column({ type: 'timestamptz', name: 'created_at' }) createdAt!: Date;
  @Column({ type: 'timestamptz', name: 'revoked_at', nullable: true }) revokedAt!: Date | null;
}

export const KEY_ENTITIES = [ApiKeyEntity];
