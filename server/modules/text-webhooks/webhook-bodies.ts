import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FormParams } from '../../lib/texts/twilio-signature';

/** Twilio's posts are a few kilobytes (an SMS body is at most 1600 characters). */
export const FORM_BODY_LIMIT = 16 * 1024;
/** Meta batches statuses into one post; ours stay far below this. */
export const JSON_BODY_LIMIT = 1024 * 1024;

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/** The bytes of a JSON post as they arrived: what Meta's signature signs. */
export const rawBodyOf = (request: FastifyRequest) => rawBodies.get(request);

/**
 * The bodies the providers send, read inside the webhooks' own scope only: Twilio's forms as
 * name/value pairs, Meta's JSON kept raw (parsed after its signature is checked).
 */
export function readProviderBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, formParams(String(body))),
  );
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: JSON_BODY_LIMIT },
    (request, body, done) => {
      rawBodies.set(request, body as Buffer);
      done(null, undefined);
    },
  );
}

function formParams(body: string): FormParams {
  // No prototype: a field named __proto__ is a field like any other.
  const params: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(body)) {
    const before = params[name];
    if (before === undefined) params[name] = value;
    else params[name] = Array.isArray(before) ? [...before, value] : [before, value];
  }
  return params;
}
