import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults that reach the LAN', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.nodeEnv).toBe('development');
    expect(config.publicUrl).toMatch(/^http:\/\/[^/]+:3000$/);
    expect(config.databaseUrl).toMatch(/^file:.*data[/\\]temps-mort\.db$/);
  });

  it('reads the variables', () => {
    const config = loadConfig({ PORT: '8080', HOST: '127.0.0.1', PUBLIC_URL: 'https://tm.example.org/', DATABASE_URL: 'file:/tmp/x.db', NODE_ENV: 'production' });
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', publicUrl: 'https://tm.example.org', databaseUrl: 'file:/tmp/x.db', nodeEnv: 'production' });
  });

  it('reads the dice seed only in test mode', () => {
    expect(loadConfig({ NODE_ENV: 'test', TEMPS_MORT_TEST_SEED: '42' }).testRollerSeed).toBe(42);
    expect(loadConfig({ NODE_ENV: 'production', TEMPS_MORT_TEST_SEED: '42' }).testRollerSeed).toBeUndefined();
    expect(loadConfig({ TEMPS_MORT_TEST_SEED: '42' }).testRollerSeed).toBeUndefined();
  });

  it('bounds the live streams at 10 000 per process unless LIVE_MAX_STREAMS says otherwise', () => {
    expect(loadConfig({}).liveMaxStreams).toBe(10_000);
    expect(loadConfig({ LIVE_MAX_STREAMS: '25000' }).liveMaxStreams).toBe(25_000);
  });

  it('refuses nonsense', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ LIVE_MAX_STREAMS: '0' })).toThrow(/LIVE_MAX_STREAMS/);
    expect(() => loadConfig({ LIVE_MAX_STREAMS: 'lots' })).toThrow(/LIVE_MAX_STREAMS/);
    expect(() => loadConfig({ PUBLIC_URL: 'tm.local' })).toThrow(/PUBLIC_URL/);
  });
});
