/**
 * Group commit (decision 0116): units of work that come while others are being written wait,
 * and go together in one transaction, each as if it ran alone after the one before it. Under
 * load, the begin, the commit and the storing channels' writes are shared by many units where
 * each would have made its own.
 *
 * - A unit that comes when fewer than `runners` groups are being written starts at once (a
 *   group of one: what a quiet server does for every unit).
 * - A group runs its units in the order of their keys (the order they came for one key), so
 *   two groups written side by side take the rows they lock in the same order.
 * - When a unit's work fails, the group is rolled back and each of its units runs again alone:
 *   only the failing one fails. A failure of the group's own writes or of its commit fails
 *   every unit, as it would have failed each alone; none is run again, since a commit whose
 *   answer was lost may have happened.
 */
export type GroupCommit<Unit, Done> = {
  /** Runs `unit`, alone or with others; answers what its run answered for it. */
  run(unit: Unit, key: string): Promise<Done>;
};

type Waiting<Unit, Done> = {
  unit: Unit;
  key: string;
  resolve(done: Done): void;
  reject(err: unknown): void;
};

/** Thrown out of a group's transaction to roll it back when one of its units failed. */
class UnitFailed extends Error {}

export function createGroupCommit<Unit, Done>(o: {
  /** One unit in a transaction of its own. */
  alone(unit: Unit): Promise<Done>;
  /**
   * Several units in one transaction: `each` runs a unit's work in it (its failure is the
   * unit's); answers each unit's outcome once the transaction committed.
   */
  together(units: Unit[], each: <T>(work: () => Promise<T>) => Promise<T>): Promise<Done[]>;
  /** Groups written side by side. */
  runners: number;
  /** Units in one group at most. */
  largest: number;
}): GroupCommit<Unit, Done> {
  const queue: Waiting<Unit, Done>[] = [];
  let running = 0;

  const runAlone = (w: Waiting<Unit, Done>) => o.alone(w.unit).then(w.resolve, w.reject);

  async function runGroup(taken: Waiting<Unit, Done>[]): Promise<void> {
    // Array.prototype.sort is stable: one key's units keep the order they came in.
    const ordered = [...taken].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    let outcomes: Done[];
    try {
      outcomes = await o.together(
        ordered.map((w) => w.unit),
        (work) =>
          work().catch((err: unknown) => {
            throw new UnitFailed('a unit of the group failed', { cause: err });
          }),
      );
    } catch (err) {
      if (err instanceof UnitFailed) await Promise.all(ordered.map(runAlone));
      else for (const w of ordered) w.reject(err);
      return;
    }
    for (const [i, w] of ordered.entries()) w.resolve(outcomes[i] as Done);
  }

  async function drain(): Promise<void> {
    try {
      while (queue.length > 0) {
        const taken = queue.splice(0, o.largest);
        if (taken.length === 1) await runAlone(taken[0] as Waiting<Unit, Done>);
        else await runGroup(taken);
      }
    } finally {
      running--;
    }
  }

  return {
    run(unit, key) {
      return new Promise<Done>((resolve, reject) => {
        queue.push({ unit, key, resolve, reject });
        if (running < o.runners) {
          running++;
          void drain();
        }
      });
    },
  };
}
