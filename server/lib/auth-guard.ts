import type { FastifyRequest } from 'fastify';
import type { Actor, Authenticate } from '../modules/auth/authenticator';
import { suspendedRefusal } from '../modules/auth/suspended';
import { checkAdminRole } from './admin-roles';
import { forbidden, unauthorized } from './errors';
import type { ActorRole } from './tokens';
import type { BudgetName } from './write-budgets';

/** Who may call a route: anyone, or a bearer token of one of these roles. */
export type Access = 'public' | readonly ActorRole[];

/** How a route takes its input when it has no body schema, and what it answers when not JSON. */
export type RouteShape = {
  /** The body is multipart, read part by part and its fields parsed by a contract schema. */
  multipart?: boolean;
  /** The route answers a file (image, PDF) rather than JSON. */
  file?: boolean;
  /** The route takes no body at all (a POST whose spec body carries nothing we use). */
  noBody?: boolean;
};

/** What a route declares beside its access: its shape and the write budget it spends. */
export type RouteDeclaration = RouteShape & {
  /** Its entry in `WRITE_BUDGETS` (server/lib/write-budgets.ts); every write route names one. */
  budget?: BudgetName;
};

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig extends RouteDeclaration {
    access?: Access;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim();
}

/**
 * The access rules routes spread into their options. Each declares who may call (read by the
 * route inventory test and the OpenAPI document) and, for the roles, installs the guard as an
 * `onRequest` hook: it runs before the body is read or validated, so an anonymous caller gets
 * 401 and a wrong role 403 whatever it sends. Ownership of a row is the service's check.
 */
export function accessRules(authenticate: Authenticate) {
  const only =
    (...roles: ActorRole[]) =>
    (shape: RouteDeclaration = {}) => ({
      onRequest: requireRole(authenticate, ...roles),
      config: { access: roles, ...shape },
    });
  return {
    public: publicAccess,
    clients: only('clients'),
    providers: only('serviceproviders'),
    admin: only('admin'),
    users: only('clients', 'serviceproviders'),
    providersOrAdmin: only('serviceproviders', 'admin'),
    signedIn: only('clients', 'serviceproviders', 'admin'),
  };
}

export type AccessRules = ReturnType<typeof accessRules>;

/** A route anyone may call (the catalog, sign-up, login). */
export function publicAccess(shape: RouteDeclaration = {}) {
  return { config: { access: 'public' as const, ...shape } };
}

function requireRole(authenticate: Authenticate, ...roles: ActorRole[]) {
  return async function guard(request: FastifyRequest): Promise<void> {
    const actor = await authenticate(bearerToken(request));
    if (!actor) throw unauthorized();
    // A suspended account's sessions stop at once, told why (decision 0068).
    if (actor.suspended) throw suspendedRefusal(actor.suspended);
    if (!roles.includes(actor.role)) throw forbidden();
    // An admin's role must be one the route declares (decision 0072), still before the body.
    if (actor.role === 'admin') checkAdminRole(actor, request.method, request.routeOptions.url);
    request.actor = actor;
  };
}

/** The actor a guard has put on the request; a route without a guard has none. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
