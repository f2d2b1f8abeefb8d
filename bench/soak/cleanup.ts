/** Undo steps registered while the soak sets up; run once, last registered first, also on Ctrl-C. */
const steps: Array<() => Promise<void> | void> = [];
let running: Promise<void> | undefined;

export function onCleanup(step: () => Promise<void> | void): void {
  steps.push(step);
}

export function cleanupAll(): Promise<void> {
  running ??= (async () => {
    for (const step of steps.reverse()) {
      try {
        await step();
      } catch (err) {
        console.error('cleanup step failed:', err instanceof Error ? err.message : err);
      }
    }
  })();
  return running;
}

// `on`, not `once`: Ctrl-C reaches us both from the terminal and relayed by the tsx CLI, and
// a second signal without a handler would kill us before the cleanup is done.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: cleaning up`);
    void cleanupAll().finally(() => process.exit(130));
  });
}
