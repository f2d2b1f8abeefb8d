import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite-open';

const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-open-')), 'pglite');
afterAll(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

describe('openPglite', () => {
  it('creates a fresh cluster, opens it with small buffers, and keeps its data for the next open', async () => {
    const first = await openPglite(dir, {});
    expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    const shown = await first.query<{ shared_buffers: string }>('show shared_buffers');
    expect(shown.rows[0]?.shared_buffers).toBe('16MB');
    await first.exec('create table kept (n int); insert into kept values (42);');
    await first.close();

    const again = await openPglite(dir, {});
    expect((await again.query<{ n: number }>('select n from kept')).rows).toEqual([{ n: 42 }]);
    await again.close();
  });
});
