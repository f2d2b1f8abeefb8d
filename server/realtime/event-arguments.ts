import type { Socket } from 'socket.io';
import { ErrorCode } from '#contracts/errors';
import { textOf } from '../lib/i18n';
import { refusal } from './socket-handler';

/**
 * An event's payload and ack as the emitter sent them: the ack is the last argument when it
 * is a function, and nothing else is taken for one; more than one payload comes as their list,
 * which no payload schema takes, so such an event is refused rather than half read.
 */
export function argumentsOf(args: unknown[]): { payload: unknown; ack: unknown } {
  const last = args.at(-1);
  const ack = typeof last === 'function' ? last : undefined;
  const payloads = ack ? args.slice(0, -1) : args;
  return { payload: payloads.length > 1 ? payloads : payloads[0], ack };
}

const UNKNOWN_EVENT = 'chat.errors.unknownEvent';
const unknownEvent = refusal(ErrorCode.notFound, textOf('en', UNKNOWN_EVENT), UNKNOWN_EVENT);

/**
 * Answers `not_found` to an event none of `names` is, instead of leaving its emitter waiting
 * for an ack that never comes. Registered after the event budget, which such events spend too.
 */
export function refuseUnknownEvents(socket: Socket, names: readonly string[]): void {
  const known = new Set(names);
  socket.use(([name, ...args], next) => {
    if (known.has(name)) return next();
    const ack = args.at(-1);
    if (typeof ack === 'function') ack(unknownEvent);
  });
}
