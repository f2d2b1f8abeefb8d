import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type LogArgs = [obj: unknown, msg?: string, ...args: unknown[]];

/**
 * A request's `request.log`: the app's logger with the request's id bound, made into a pino
 * child only when something of the request logs (decision 0106). Most requests log nothing but
 * their one line (written by the request hooks from the root logger), so most never pay for a
 * child.
 */
class RequestLogger {
  #parent: FastifyBaseLogger;
  #bindings: Bindings;
  #options: ChildLoggerOptions | undefined;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options?: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get #log(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.#options?.level ?? this.#parent.level;
  }
  set level(level: string) {
    this.#log.level = level;
  }

  fatal(...args: LogArgs): void {
    this.#log.fatal(...args);
  }
  error(...args: LogArgs): void {
    this.#log.error(...args);
  }
  warn(...args: LogArgs): void {
    this.#log.warn(...args);
  }
  info(...args: LogArgs): void {
    this.#log.info(...args);
  }
  debug(...args: LogArgs): void {
    this.#log.debug(...args);
  }
  trace(...args: LogArgs): void {
    this.#log.trace(...args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#log.child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: `request.log` for one request, with its route's `logLevel`
 * and `logSerializers` (the child options) when it has them.
 */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options?: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
