import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** The environment's Web Push variables (decision 0050), parsed with the rest in config.ts. */
export const pushEnvShape = {
  VAPID_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.base64url().length(87).optional()),
  VAPID_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.base64url().length(43).optional()),
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
      .optional(),
  ),
  PUSH_EXTRA_ENDPOINT_ORIGINS: z.preprocess(emptyToUndefined, z.string().optional()),
};

type PushEnv = {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
  PUSH_EXTRA_ENDPOINT_ORIGINS?: string | undefined;
  MAIL_FROM: string;
};

export type PushConfig = {
  /** Both set, or neither (then the keys are made once and kept in DATA_DIR). */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Who push services may contact about this sender: a mailto: address or an https: URL. */
  subject: string;
  /** Origins accepted as push endpoints besides the known push services (tests: loopback). */
  extraEndpointOrigins: string[];
};

export function pushProblems(e: PushEnv): string[] {
  const problems: string[] = [];
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  for (const origin of listOf(e.PUSH_EXTRA_ENDPOINT_ORIGINS)) {
    if (originOf(origin) !== origin)
      problems.push(
        `PUSH_EXTRA_ENDPOINT_ORIGINS: ${origin} is not an origin like http://host:port`,
      );
  }
  return problems;
}

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The sender's contact for push services: set, or the public site, or the mail sender. */
function pushSubject(e: PushEnv, publicUrl: string): string {
  if (e.VAPID_SUBJECT) return e.VAPID_SUBJECT;
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM.trim();
  return `mailto:${address}`;
}

export function pushConfig(e: PushEnv, publicUrl: string): PushConfig {
  return {
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    subject: pushSubject(e, publicUrl),
    extraEndpointOrigins: listOf(e.PUSH_EXTRA_ENDPOINT_ORIGINS),
  };
}
