import { ConfigError, loadConfig } from './config.js';
import { createApp } from './app.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  const { app, db, close } = await createApp(config);
  await app.listen({ port: config.port, host: config.host });
  const where = db.mode === 'embedded' ? `embedded PGlite in ${config.dataDir}` : 'DATABASE_URL';
  const log = app.getHttpAdapter().getInstance().log;
  log.info(`Arbiter listening on http://${config.host}:${config.port} (database: ${where})`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: finishing in-flight requests, closing the database`);
    close().then(
      () => process.exit(0),
      (err) => {
        process.stderr.write(`${String(err)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  process.stderr.write(`Arbiter failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
