import path from 'node:path';
import { z } from 'zod';
import {
  DISPUTE_WINDOW_DAYS,
  STALE_ADMIN_DAYS,
  STALE_REMINDER_DAYS,
} from '#contracts/app-settings';
import { CHAT_WRITES_PER_WINDOW } from '#contracts/chat';
import { CHAT_MEDIA_BYTES_PER_DAY } from '#contracts/chat-media';
import { OFFER_TTL_HOURS, REQUEST_TTL_DAYS } from '#contracts/offers';
import { projectRoot } from './lib/project-root';
import { type PushConfig, pushConfig, pushEnvShape, pushProblems } from './lib/push/push-config';
import { type TextConfig, textConfig, textEnvShape, textProblems } from './lib/texts/text-config';

/**
 * Public page reads and searches one address may make a minute, unless PUBLIC_READS_PER_MINUTE
 * says otherwise.
 */
export const DEFAULT_PUBLIC_READS_PER_MINUTE = 120;
/** The window of those reads. */
export const PUBLIC_READS_WINDOW_MS = 60_000;

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

/** One web origin as a browser sends it: scheme, host and port, nothing after them. */
const webOrigin = z
  .string()
  .regex(/^https?:\/\/[^/\s?#]+$/, 'each must be an origin such as https://app.example.com')
  .refine((o) => URL.canParse(o) && new URL(o).origin === o.toLowerCase(), {
    message: 'each must be an origin such as https://app.example.com (no path, no slash)',
  });
/** Comma-separated web origins; unset or empty: none. */
const originList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : (v ?? []),
  z.array(webOrigin),
);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: optionalString,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  REDIS_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/i, 'letters, digits, - and _ only')
    .default('servicehub'),
  STORAGE: z.preprocess(emptyToUndefined, z.enum(['local', 's3']).default('local')),
  S3_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name of 3-63 characters')
      .optional(),
  ),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  JWT_SECRET: optionalString,
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString,
  SMTP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  MAIL_FROM: z.string().default('ServiceHub <no-reply@localhost>'),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as PKR')
    .default('PKR'),
  DEMO_DATA: z.enum(['true', 'false']).optional(),
  CLIENT_DIR: optionalString,
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  PUBLIC_READS_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_PUBLIC_READS_PER_MINUTE),
  CHAT_WRITES_PER_10S: z.coerce.number().int().positive().default(CHAT_WRITES_PER_WINDOW),
  SOCKET_EVENTS_PER_10S: z.coerce.number().int().positive().default(60),
  CHAT_MEDIA_BYTES_PER_DAY: z.coerce.number().int().positive().default(CHAT_MEDIA_BYTES_PER_DAY),
  WRITE_BUDGET_SCALE: z.coerce.number().positive().default(1),
  OFFER_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(OFFER_TTL_HOURS),
  REQUEST_TTL_DAYS: z.coerce.number().positive().max(3650).default(REQUEST_TTL_DAYS),
  DISPUTE_WINDOW_DAYS: z.coerce.number().positive().max(3650).default(DISPUTE_WINDOW_DAYS),
  STALE_REMINDER_DAYS: z.coerce.number().positive().max(3650).default(STALE_REMINDER_DAYS),
  STALE_ADMIN_DAYS: z.coerce.number().positive().max(3650).default(STALE_ADMIN_DAYS),
  MESSAGE_DIGEST_MINUTES: z.coerce.number().positive().max(1440).default(10),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  PDF_THREAD_NICE: z.coerce.number().int().min(0).max(19).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  METRICS_TOKEN: optionalString,
  ALLOWED_ORIGINS: originList,
  ...textEnvShape,
  ...pushEnvShape,
});

/** Where uploaded files live (decision 0018): this machine's disk, or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** Unset: AWS itself, found from the region. */
      endpoint: string | undefined;
      region: string;
      /** Unset (outside production only): the AWS SDK's default credential chain. */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

type Env = z.output<typeof envSchema>;

function storageProblems(e: Env): string[] {
  if (e.STORAGE !== 's3') return [];
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('S3_BUCKET: required with STORAGE=s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  else if (e.NODE_ENV === 'production' && !e.S3_ACCESS_KEY_ID)
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required in production with S3');
  return problems;
}

function storageConfig(e: Env): StorageConfig {
  if (e.STORAGE !== 's3' || !e.S3_BUCKET) return { kind: 'local' };
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Starts every key this deployment keeps in Redis (several deployments may share one). */
  redisPrefix: string;
  storage: StorageConfig;
  jwtSecret: string | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  currency: string;
  logLevel: string;
  /** Login, admin login and reset-link requests allowed per address per minute. */
  authRateLimitPerMinute: number;
  /**
   * Reads of each kind of public page (landing, provider pages) and searches allowed per address
   * per minute, signed in or not (decision 0099).
   */
  publicReadsPerMinute: number;
  /** Messages and offers one user may send per 10 seconds, over REST and socket together. */
  chatWritesPer10s: number;
  /** Bytes of chat photos and voice notes one user may send per 24 hours (decision 0087). */
  chatMediaBytesPerDay: number;
  /** Socket events one user may emit per 10 seconds, over all its sockets (decision 0016). */
  socketEventsPer10s: number;
  /** Multiplies every write budget of server/lib/write-budgets.ts (benchmarks raise it). */
  writeBudgetScale: number;
  /** How long an offer waits for an answer before it expires. */
  offerTtlMs: number;
  /** How long a request waits for an accepted offer before it expires. */
  requestTtlMs: number;
  /** Days after completion a party may still open a dispute. */
  disputeWindowDays: number;
  /** Days after acceptance an uncompleted order is reminded to both parties... */
  staleReminderDays: number;
  /** ... and shows in the admin's Disputes tab as stale. */
  staleAdminDays: number;
  /** At most one email per chat in this many minutes, listing its unread messages. */
  messageDigestMinutes: number;
  /** How many reverse proxies in front of us to trust for the client address (X-Forwarded-For). */
  trustProxyHops: number;
  /** How much lower than the server's the invoice PDF threads' CPU priority is (a nice increment). */
  pdfThreadNice: number;
  /** Where the built web app lives (index.html, assets/, images/). */
  clientDir: string;
  /** The web app's server entry, which renders public pages (decision 0092). */
  pageRendererEntry: string;
  /** Seed the demo client and provider (default: in development only). */
  demoData: boolean;
  /** Bearer token for GET /metrics; unset: open outside production, 404 in production. */
  metricsToken: string | undefined;
  /**
   * Web origins of separately hosted clients allowed to call the API and the socket (CORS);
   * empty (the default): no CORS headers at all, the same-origin web app needs none.
   */
  allowedOrigins: string[];
  /** SMS and WhatsApp: the development outbox or a provider, and the webhooks' secrets. */
  texts: TextConfig;
  /** Web Push (decision 0050): VAPID keys from the environment, else kept in DATA_DIR. */
  push: PushConfig;
};

export class ConfigError extends Error {}

/** Parses the environment once; throws a readable list of every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.NODE_ENV === 'production') {
    if (!e.JWT_SECRET) problems.push('JWT_SECRET: required in production');
    if (!e.PUBLIC_URL) problems.push('PUBLIC_URL: required in production (links in emails use it)');
    if (!e.SMTP_URL) problems.push('SMTP_URL: required in production (password reset emails)');
  }
  if (e.JWT_SECRET && e.JWT_SECRET.length < 32)
    problems.push('JWT_SECRET: must be at least 32 characters');
  if (Boolean(e.ADMIN_USERNAME) !== Boolean(e.ADMIN_PASSWORD)) {
    problems.push('ADMIN_USERNAME and ADMIN_PASSWORD: set both or neither');
  }
  if (e.ADMIN_PASSWORD && e.ADMIN_PASSWORD.length < 12) {
    problems.push('ADMIN_PASSWORD: must be at least 12 characters');
  }
  if (e.METRICS_TOKEN && e.METRICS_TOKEN.length < 16) {
    problems.push('METRICS_TOKEN: must be at least 16 characters');
  }
  problems.push(...storageProblems(e), ...pushProblems(e));
  problems.push(...textProblems(e));
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    // Development (demo accounts, reset links in the log) stays on this machine unless asked.
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    storage: storageConfig(e),
    jwtSecret: e.JWT_SECRET,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    currency: e.CURRENCY,
    logLevel: e.LOG_LEVEL,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    publicReadsPerMinute: e.PUBLIC_READS_PER_MINUTE,
    chatWritesPer10s: e.CHAT_WRITES_PER_10S,
    chatMediaBytesPerDay: e.CHAT_MEDIA_BYTES_PER_DAY,
    socketEventsPer10s: e.SOCKET_EVENTS_PER_10S,
    writeBudgetScale: e.WRITE_BUDGET_SCALE,
    offerTtlMs: e.OFFER_TTL_HOURS * 60 * 60 * 1000,
    requestTtlMs: e.REQUEST_TTL_DAYS * 24 * 60 * 60 * 1000,
    disputeWindowDays: e.DISPUTE_WINDOW_DAYS,
    staleReminderDays: e.STALE_REMINDER_DAYS,
    staleAdminDays: e.STALE_ADMIN_DAYS,
    messageDigestMinutes: e.MESSAGE_DIGEST_MINUTES,
    trustProxyHops: e.TRUST_PROXY,
    pdfThreadNice: e.PDF_THREAD_NICE,
    // The web app's build is in the project's dist/, wherever the server is started from.
    clientDir: e.CLIENT_DIR
      ? path.resolve(e.CLIENT_DIR)
      : path.join(projectRoot(import.meta.dirname), 'dist'),
    pageRendererEntry: path.join(projectRoot(import.meta.dirname), 'build/ssr/entry-server.js'),
    demoData: e.DEMO_DATA ? e.DEMO_DATA === 'true' : e.NODE_ENV === 'development',
    metricsToken: e.METRICS_TOKEN,
    allowedOrigins: e.ALLOWED_ORIGINS.map((o) => o.toLowerCase()),
    texts: textConfig(e, e.PUBLIC_URL),
    push: pushConfig(e, publicUrl),
  };
}
