import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://market.example',
  SMTP_URL: 'smtp://mail.example:587',
};

describe('loadConfig', () => {
  it('has development defaults that need nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      currency: 'PKR',
      databaseUrl: undefined,
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/data$/);
  });

  it('allows 120 public reads a minute unless PUBLIC_READS_PER_MINUTE says, a positive count', () => {
    expect(loadConfig({}).publicReadsPerMinute).toBe(120);
    expect(loadConfig({ PUBLIC_READS_PER_MINUTE: '5000' }).publicReadsPerMinute).toBe(5000);
    expect(() => loadConfig({ PUBLIC_READS_PER_MINUTE: '0' })).toThrow(/PUBLIC_READS_PER_MINUTE/);
  });

  it('lowers the PDF threads by a nice increment of 10 unless PDF_THREAD_NICE says, 0 to 19', () => {
    expect(loadConfig({}).pdfThreadNice).toBe(10);
    expect(loadConfig({ PDF_THREAD_NICE: '0' }).pdfThreadNice).toBe(0);
    expect(loadConfig({ PDF_THREAD_NICE: '19' }).pdfThreadNice).toBe(19);
    for (const value of ['20', '-1', '1.5', 'low']) {
      expect(() => loadConfig({ PDF_THREAD_NICE: value }), value).toThrow(/PDF_THREAD_NICE/);
    }
  });

  it('lists every invalid variable at once', () => {
    const invalid = () => loadConfig({ PORT: 'eighty', CURRENCY: 'rupees', DATABASE_URL: 'nope' });
    expect(invalid).toThrow(ConfigError);
    for (const name of ['PORT', 'CURRENCY', 'DATABASE_URL']) {
      expect(invalid).toThrow(new RegExp(`^  ${name}: `, 'm'));
    }
  });

  it('requires JWT_SECRET, PUBLIC_URL and SMTP_URL in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET[\s\S]*PUBLIC_URL[\s\S]*SMTP_URL/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(loadConfig({ ...production }).env).toBe('production');
  });

  it('listens on loopback unless production or HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PUBLIC_URL: '' }).databaseUrl).toBeUndefined();
  });
});

describe('STORAGE', () => {
  const s3 = {
    STORAGE: 's3',
    S3_BUCKET: 'market-files',
    S3_ACCESS_KEY_ID: 'k',
    S3_SECRET_ACCESS_KEY: 's',
  };

  it('is the local disk by default and S3 with a bucket', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ ...production, ...s3, S3_FORCE_PATH_STYLE: 'true' }).storage).toEqual({
      kind: 's3',
      bucket: 'market-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      forcePathStyle: true,
    });
  });

  it('refuses S3 without a bucket, with half a key, or in production without credentials', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: required/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'ab' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ ...production, STORAGE: 's3', S3_BUCKET: 'market-files' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required in production/,
    );
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'market-files' }).storage).toMatchObject({
      credentials: undefined,
    });
  });
});
