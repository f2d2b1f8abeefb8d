/**
 * Group commit (decision 0116): units of work that come while others are being written wait,
 * and go together in one transaction, each as if it ran alone after the one before it. Under
 * load, a burst goes in one or two transactions instead of one each on the pool at once.
 *
 * - A unit that comes when fewer than `runners` groups are being written starts at once (a
 *   group of one: what a quiet server does for every unit).
 * - A key (a chat's room) is in one group at a time, and a group runs its units in the order
 *   of their keys, each key's in the order they came: a key's units commit in that order, and
 *   two groups written side by side take the rows they lock in the same order.
 * - A unit that fails in a group fails alone (`together` rolls back its part only).
 * - When the group's own work fails before its commit, each of its units runs again alone, one
 *   after the other. From its commit on, a failure fails every unit and none runs again: a
 *   commit whose answer was lost may have happened.
 */
export type GroupCommit<Unit, Done> = {
  /** Runs `unit`, alone or with others; answers what its run answered for it. */
  run(unit: Unit, key: string): Promise<Done>;
};

/** A unit's part of a group: what it answered, or why it failed (its writes undone). */
export type Outcome<Done> = { done: Done } | { failed: unknown };

/**
 * Thrown by `together` when its units must not run again: its commit failed (it may have
 * happened), or it committed and what follows a commit failed.
 */
export class MustNotRepeat extends Error {}

type Waiting<Unit, Done> = {
  unit: Unit;
  key: string;
  resolve(done: Done): void;
  reject(err: unknown): void;
};

export function createGroupCommit<Unit, Done>(o: {
  /** One unit in a transaction of its own. */
  alone(unit: Unit): Promise<Done>;
  /** Several units in one transaction, in this order; each one's outcome once it committed. */
  together(units: Unit[]): Promise<Outcome<Done>[]>;
  /** Groups written side by side. */
  runners: number;
  /** Units in one group at most. */
  largest: number;
}): GroupCommit<Unit, Done> {
  const queue: Waiting<Unit, Done>[] = [];
  /** The keys of the groups being written. */
  const held = new Set<string>();
  let running = 0;

  const runAlone = (w: Waiting<Unit, Done>) => o.alone(w.unit).then(w.resolve, w.reject);

  /** The next group: the units that came first whose keys no other group holds. */
  function take(): Waiting<Unit, Done>[] {
    const taken: Waiting<Unit, Done>[] = [];
    for (let i = 0; i < queue.length && taken.length < o.largest; ) {
      const w = queue[i] as Waiting<Unit, Done>;
      if (held.has(w.key)) {
        i++;
      } else {
        taken.push(w);
        queue.splice(i, 1);
      }
    }
    for (const w of taken) held.add(w.key);
    return taken;
  }

  async function runGroup(taken: Waiting<Unit, Done>[]): Promise<void> {
    // Array.prototype.sort is stable: one key's units keep the order they came in.
    const ordered = [...taken].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    let outcomes: Outcome<Done>[];
    try {
      outcomes = await o.together(ordered.map((w) => w.unit));
    } catch (err) {
      if (err instanceof MustNotRepeat) for (const w of ordered) w.reject(err.cause);
      else for (const w of ordered) await runAlone(w);
      return;
    }
    for (const [i, w] of ordered.entries()) {
      const outcome = outcomes[i] as Outcome<Done>;
      if ('done' in outcome) w.resolve(outcome.done);
      else w.reject(outcome.failed);
    }
  }

  async function drain(): Promise<void> {
    try {
      for (let taken = take(); taken.length > 0; taken = take()) {
        try {
          if (taken.length === 1) await runAlone(taken[0] as Waiting<Unit, Done>);
          else await runGroup(taken);
        } finally {
          for (const w of taken) held.delete(w.key);
        }
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
