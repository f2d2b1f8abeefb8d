import { expect, it } from 'vitest';
import { createGroupCommit, MustNotRepeat, type Outcome } from './group-commit';

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
 * A group commit whose "transactions" are logged: `alone u` and `alone u end` for a unit by
 * itself; `begin`, each unit's name (with `undone` after one that failed) and `commit` (or
 * `rollback`) for a group.
 */
function logged(o: {
  runners: number;
  largest?: number;
  groupWritesFail?: boolean;
  commitFails?: boolean;
}) {
  const log: string[] = [];
  const work = async (u: Unit) => {
    await u.waits;
    if (u.fails) throw new Error(`${u.name} failed`);
    return `${u.name} done`;
  };
  const groups = createGroupCommit<Unit, string>({
    async alone(u) {
      log.push(`alone ${u.name}`);
      try {
        return await work(u);
      } finally {
        log.push(`alone ${u.name} end`);
      }
    },
    async together(units) {
      log.push('begin');
      const outcomes: Outcome<string>[] = [];
      for (const u of units) {
        log.push(u.name);
        try {
          outcomes.push({ done: await work(u) });
        } catch (failed) {
          log.push('undone');
          outcomes.push({ failed });
        }
      }
      if (o.groupWritesFail) {
        log.push('rollback');
        throw new Error('the bell is down');
      }
      log.push('commit');
      if (o.commitFails) throw new MustNotRepeat('commit', { cause: new Error('connection lost') });
      return outcomes;
    },
    runners: o.runners,
    largest: o.largest ?? 50,
  });
  return { groups, log };
}

it('runs a unit that comes to an idle group commit at once, alone', async () => {
  const { groups, log } = logged({ runners: 1 });
  await expect(groups.run({ name: 'a' }, 'r1')).resolves.toBe('a done');
  expect(log).toEqual(['alone a', 'alone a end']);
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
  expect(log).toEqual([
    'alone first',
    'alone first end',
    'begin',
    'a1',
    'a2',
    'b1',
    'b2',
    'commit',
  ]);
});

it('starts a unit alone while fewer groups than its runners are being written', async () => {
  const { groups, log } = logged({ runners: 2 });
  const held = gate();
  const first = groups.run({ name: 'first', waits: held.opened }, 'r0');
  await expect(groups.run({ name: 'second' }, 'r1')).resolves.toBe('second done');
  held.open();
  await first;
  expect(log).toEqual(['alone first', 'alone second', 'alone second end', 'alone first end']);
});

it('gives a key to one group at a time: a later unit of a key being written waits for it, though a runner is free', async () => {
  const { groups, log } = logged({ runners: 2 });
  const held = gate();
  const first = groups.run({ name: 'x1', waits: held.opened }, 'x');
  const second = groups.run({ name: 'x2' }, 'x');
  const other = groups.run({ name: 'y' }, 'y');
  await expect(other).resolves.toBe('y done');
  expect(log).toEqual(['alone x1', 'alone y', 'alone y end']);
  held.open();
  await Promise.all([first, second]);
  expect(log.slice(3)).toEqual(['alone x1 end', 'alone x2', 'alone x2 end']);
});

it('writes no group larger than its largest', async () => {
  const { groups, log } = logged({ runners: 1, largest: 2 });
  const held = gate();
  const all = [groups.run({ name: 'first', waits: held.opened }, 'r')];
  for (const name of ['a', 'b', 'c']) all.push(groups.run({ name }, 'r'));
  held.open();
  await Promise.all(all);
  expect(log).toEqual([
    'alone first',
    'alone first end',
    'begin',
    'a',
    'b',
    'commit',
    'alone c',
    'alone c end',
  ]);
});

it('fails only the unit that failed in a group, and commits the others with it', async () => {
  const { groups, log } = logged({ runners: 1 });
  const held = gate();
  const first = groups.run({ name: 'first', waits: held.opened }, 'r0');
  const settled = Promise.allSettled([
    groups.run({ name: 'a' }, 'r1'),
    groups.run({ name: 'b', fails: true }, 'r2'),
    groups.run({ name: 'c' }, 'r3'),
  ]);
  held.open();
  await first;
  expect(await settled).toEqual([
    { status: 'fulfilled', value: 'a done' },
    { status: 'rejected', reason: new Error('b failed') },
    { status: 'fulfilled', value: 'c done' },
  ]);
  expect(log.slice(2)).toEqual(['begin', 'a', 'b', 'undone', 'c', 'commit']);
});

it('runs each unit again alone, one after the other, when its group failed before its commit', async () => {
  const { groups, log } = logged({ runners: 1, groupWritesFail: true });
  const held = gate();
  const first = groups.run({ name: 'first', waits: held.opened }, 'r0');
  const both = Promise.all([groups.run({ name: 'a' }, 'r1'), groups.run({ name: 'b' }, 'r2')]);
  held.open();
  await first;
  await expect(both).resolves.toEqual(['a done', 'b done']);
  expect(log.slice(2)).toEqual([
    'begin',
    'a',
    'b',
    'rollback',
    'alone a',
    'alone a end',
    'alone b',
    'alone b end',
  ]);
});

it('fails every unit of a group whose commit failed, and runs none again (it may have happened)', async () => {
  const { groups, log } = logged({ runners: 1, commitFails: true });
  const held = gate();
  const first = groups.run({ name: 'first', waits: held.opened }, 'r0');
  const settled = Promise.allSettled([
    groups.run({ name: 'a' }, 'r1'),
    groups.run({ name: 'b' }, 'r2'),
  ]);
  held.open();
  await first;
  const lost = { status: 'rejected', reason: new Error('connection lost') };
  expect(await settled).toEqual([lost, lost]);
  expect(log.slice(2)).toEqual(['begin', 'a', 'b', 'commit']);
});
