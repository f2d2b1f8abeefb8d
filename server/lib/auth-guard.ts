import type { FastifyRequest } from 'fastify';
import type { Actor, Authenticate } from '../modules/auth/authenticator';
import { forbidden, unauthorized } from './errors';
import type { ActorRole } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim();
}

/**
 * A route-level guard: 401 without a valid token, 403 for the wrong role.
 * Ownership of a row is the service's check, made after loading it.
 */
export function requireRole(authenticate: Authenticate, ...roles: ActorRole[]) {
  return async function guard(request: FastifyRequest): Promise<void> {
    const actor = await authenticate(bearerToken(request));
    if (!actor) throw unauthorized();
    if (!roles.includes(actor.role)) throw forbidden();
    request.actor = actor;
  };
}

/** The actor a guard has put on the request; a route without a guard has none. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
