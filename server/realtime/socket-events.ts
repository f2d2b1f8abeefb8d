import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { ErrorCode } from '#contracts/errors';
import type { Ack } from '#contracts/socket-events';
import { forbidden } from '../lib/errors';
import { textOf } from '../lib/i18n';
import type { WriteBudgets } from '../lib/write-budget-guard';
import type { BudgetName } from '../lib/write-budgets';
import type { Actor } from '../modules/auth/authenticator';
import { argumentsOf, refuseUnknownEvents } from './event-arguments';
import { refusal, socketHandler } from './socket-handler';

export type SocketRole = 'clients' | 'serviceproviders';

/**
 * A socket event the browser may emit: who may emit it, the write budget it spends
 * (server/lib/write-budgets.ts), the payload's contract schema, what the ack carries on
 * success, and the service call. The same declaration registers the handler and feeds the
 * surface inventory test.
 */
export type SocketEvent = {
  name: string;
  access: readonly SocketRole[];
  budget: BudgetName;
  input: z.ZodType;
  output: z.ZodType;
  run(actor: Actor, input: unknown, socket: Socket): Promise<unknown>;
};

/** Declares an event with its payload typed from its schema. */
export function socketEvent<S extends z.ZodType, O extends z.ZodType>(spec: {
  name: string;
  access: readonly SocketRole[];
  budget: BudgetName;
  input: S;
  output: O;
  run(actor: Actor, input: z.output<S>, socket: Socket): Promise<z.input<O>>;
}): SocketEvent {
  return spec as SocketEvent;
}

/**
 * Registers each event on a connected socket; the role is checked before the payload, the
 * event's write budget after it (as a route's), before the service runs.
 */
export function registerSocketEvents(
  socket: Socket,
  actor: Actor,
  events: readonly SocketEvent[],
  budgets: WriteBudgets,
  log: FastifyBaseLogger,
): void {
  const spender = `${actor.role}:${actor.id}`;
  refuseUnknownEvents(
    socket,
    events.map((e) => e.name),
  );
  for (const event of events) {
    const handle = socketHandler(log, event.input, async (input) => {
      await budgets.spend(event.budget, spender);
      return event.run(actor, input, socket);
    });
    socket.on(event.name, (...args: unknown[]) => {
      const { payload, ack } = argumentsOf(args);
      if (!(event.access as readonly string[]).includes(actor.role)) {
        const err = forbidden();
        return answer(ack, refusal(err.code, err.message, err.key, err.params));
      }
      return handle(payload, ack);
    });
  }
}

/** Answers an event's ack, when the emitter asked for one. */
export function answer(ack: unknown, reply: Ack): void {
  if (typeof ack === 'function') (ack as (a: Ack) => void)(reply);
}

export const tooManyEvents = refusal(
  ErrorCode.rateLimited,
  textOf('en', 'errors.socket.tooManyEvents'),
  'errors.socket.tooManyEvents',
);
