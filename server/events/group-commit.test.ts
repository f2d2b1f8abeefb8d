import { expect, it } from 'vitest';
import { createGroupCommit } from './group-commit';

/** A gate a unit's work waits at until the test opens it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

type Unit = { name: string; fails?: boolean; waits?: Promise<void> };

/**
 * A group commit whose "transactions" are logged: `alone u` for a unit by itself, `begin`,
 * the units' names and `commit` (or `rollback`) for a group.
 */
function logged(o: { runners: number; largest?: number; groupWritesFail?: boolean }) {
  const log: string[] = [];
  const work = async (u: Unit) => {
    await u.waits;
    if (u.fails) throw new Error(`${u.name} failed`);
    return `${u.name} done`;
  };
  const groups = createGroupCommit<Unit, string>({
    async alone(u) {
      log.push(`alone ${u.name}`);
      return work(u);
    },
    async together(units, each) {
      log.push('begin');
      try {
        const done: string[] = [];
        for (const u of units) {
          log.push(u.name);
          done.push(await each(() => work(u)));
        }
        if (o.groupWritesFail) throw new Error('the bell is down');
        log.push('commit');
        return done;
      } catch (err) {
        log.push('rollback');
        throw err;
      }
    },
    runners: o.runners,
    largest: o.largest ?? 50,
  });
  return { groups, log };
}

it('runs a unit that comes to an idle group commit at once, alone', async () => {
  const { groups, log } = logged({ runners: 1 });
  await expect(groups.run({ name: 'a' }, 'r1')).resolves.toBe('a done');
  expect(log).toEqual(['alone a']);
});

it('puts the units that come while the runners are busy in one group, in the order of their keys, each key’s in the order they came', async () => {
  const { groups, log } = logged({ runners: 1 });
  const held = gate();
  const first = groups.run({ name: 'first', waits: held.opened }, 'r0');
  const later = [
    groups.run({ name: 'b1' }, 'rB'),
    groups.run({ name: 'a1' }, 'rA'),
    groups.run({ name: 'b2' }, 'rB'),
    groups.run({ name: 'a2' }, 'rA'),
  ];
  held.open();
  await expect(first).resolves.toBe('first done');
  await expect(Promise.all(later)).resolves.toEqual(['b1 done', 'a1 done', 'b2 done', 'a2 done']);
  expect(log).toEqual(['alone first', 'begin', 'a1', 'a2', 'b1', 'b2', 'commit']);
});

it('starts a unit alone while fewer groups than its runners are being written', async () => {
  const { groups, log } = logged({ runners: 2 });
  const held = gate();
  const first = groups.run({ name: 'first', waits: held.opened }, 'r0');
  const second = groups.run({ name: 'second' }, 'r1');
  await expect(second).resolves.toBe('second done');
  held.open();
  await first;
  expect(log).toEqual(['alone first', 'alone second']);
});

it('writes no group larger than its largest', async () => {
  const { groups, log } = logged({ runners: 1, largest: 2 });
  const held = gate();
  const all = [groups.run({ name: 'first', waits: held.opened }, 'r')];
  for (const name of ['a', 'b', 'c']) all.push(groups.run({ name }, 'r'));
  held.open();
  await Promise.all(all);
  expect(log).toEqual(['alone first', 'begin', 'a', 'b', 'commit', 'alone c']);
});

it('rolls a group back when one of its units fails, and runs each again alone: only that one fails', async () => {
  const { groups, log } = logged({ runners: 1 });
  const held = gate();
  const first = groups.run({ name: 'first', waits: held.opened }, 'r0');
  const ok = groups.run({ name: 'a' }, 'r1');
  const bad = groups.run({ name: 'b', fails: true }, 'r2');
  const alsoOk = groups.run({ name: 'c' }, 'r3');
  held.open();
  await first;
  await expect(ok).resolves.toBe('a done');
  await expect(bad).rejects.toThrow('b failed');
  await expect(alsoOk).resolves.toBe('c done');
  expect(log).toEqual([
    'alone first',
    'begin',
    'a',
    'b',
    'rollback',
    'alone a',
    'alone b',
    'alone c',
  ]);
});

it('fails every unit of a group whose own writes fail, and runs none again (its commit may have happened)', async () => {
  const { groups, log } = logged({ runners: 1, groupWritesFail: true });
  const held = gate();
  const first = groups.run({ name: 'first', waits: held.opened }, 'r0');
  const a = groups.run({ name: 'a' }, 'r1');
  const b = groups.run({ name: 'b' }, 'r2');
  held.open();
  await first;
  await expect(a).rejects.toThrow('the bell is down');
  await expect(b).rejects.toThrow('the bell is down');
  expect(log).toEqual(['alone first', 'begin', 'a', 'b', 'rollback']);
});
