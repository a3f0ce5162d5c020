import { ConfigError, loadConfig } from './config.js';

describe('configuration from the environment', () => {
  it('has documented defaults', () => {
    expect(loadConfig({})).toMatchObject({ port: 3000, databaseUrl: undefined, dataDir: './data', logLevel: 'info', bodyLimit: 262144, rateLimitPerMinute: 600 });
  });

  it('reads every variable', () => {
    const c = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@h/db', DATA_DIR: '/x', LOG_LEVEL: 'debug', BODY_LIMIT: '2048', RATE_LIMIT_PER_MINUTE: '0', NODE_ENV: 'production' });
    expect(c).toMatchObject({ port: 8080, databaseUrl: 'postgres://u@h/db', dataDir: '/x', logLevel: 'debug', bodyLimit: 2048, rateLimitPerMinute: 0, development: false });
  });

  it('names every bad variable in one message', () => {
    let msg = '';
    try {
      loadConfig({ PORT: '-1', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      msg = (e as Error).message;
    }
    expect(msg).toContain('PORT="-1"');
    expect(msg).toContain('LOG_LEVEL="loud"');
    expect(msg).toContain('DATABASE_URL');
  });
});
