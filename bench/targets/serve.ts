/** What every bench target does once listening: announce the port, then wait to be told to stop. */
export function announceAndWait(port: number, close: () => Promise<void>): void {
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 5_000);
    force.unref();
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('bench target failed to close:', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // The parent holds our stdin open; when it goes away (even by a crash), so do we.
  process.stdin.on('end', stop);
  process.stdin.resume();
  process.stdout.write(`${JSON.stringify({ port })}\n`);
}

export function listeningPort(address: string | { port: number } | null): number {
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return address.port;
}
