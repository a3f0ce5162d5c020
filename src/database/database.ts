import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../migrations/index.js';
import { ENTITIES } from '../modules/games/persistence/entities.js';
import { KEY_ENTITIES } from '../modules/keys/persistence/entities.js';
import { TOURNAMENT_ENTITIES } from '../modules/tournaments/persistence/entities.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.js';

export interface DatabaseOptions {
  /** A Postgres server; undefined starts the embedded PGlite. */
  url: string | undefined;
  /** Embedded only: where the files live; undefined keeps them in memory. */
  dataDir: string | undefined;
  /** Where to report applied migrations; default: nowhere. */
  log?: (message: string) => void;
}

/**
 * The application's database: a TypeORM DataSource over `pg`, against a server or the embedded
 * PGlite. Migrations run on open; close() drains the pool before stopping the embedded server.
 */
export class Database {
  private constructor(
    readonly dataSource: DataSource,
    readonly mode: 'server' | 'embedded',
    private readonly embedded: EmbeddedPostgres | undefined,
  ) {}

  static async open(opts: DatabaseOptions): Promise<Database> {
    const embedded = opts.url ? undefined : await startEmbeddedPostgres(opts.dataDir);
    const dataSource = new DataSource({
      type: 'postgres',
      url: opts.url ?? embedded!.url,
      entities: [...ENTITIES, ...KEY_ENTITIES, ...TOURNAMENT_ENTITIES],
      migrations: MIGRATIONS,
      migrationsTableName: 'migrations',
      synchronize: false,
      logging: false,
      // PGlite is single-connection: one pooled client, queries queue in order.
      extra: embedded ? { max: 1 } : { max: 10 },
    });
    try {
      await dataSource.initialize();
      const ran = await dataSource.runMigrations({ transaction: 'each' });
      if (ran.length) opts.log?.(`applied migrations: ${ran.map((m) => m.name).join(', ')}`);
    } catch (err) {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.close();
      throw err;
    }
    return new Database(dataSource, embedded ? 'embedded' : 'server', embedded);
  }

  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }

  async close(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.embedded?.close();
  }
}
