/**
 * Preloaded into the server under test (`node --expose-gc --import ...`), never part of the
 * app: SIGUSR2 runs a full garbage collection, so memory can be read without garbage in it.
 */
process.on('SIGUSR2', () => globalThis.gc?.());
