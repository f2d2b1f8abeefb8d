import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

/**
 * The client's import rules (biome.json, docs/decisions/0038-client-shape.md), checked by
 * linting small files with the repository's own biome.json in a scratch folder: a feature
 * imports only lib/, components/, contracts/, locales/ and its own files; lib/ and components/
 * never import a feature or app/.
 */
const repo = path.resolve(import.meta.dirname, '..');
const biome = path.join(repo, 'node_modules/.bin/biome');

type Case = { file: string; from: string; allowed: boolean };

const cases: Case[] = [
  // A feature's root file (client/src/features/chat/*.ts).
  { file: 'features/chat/a.ts', from: '#features/orders/api', allowed: false },
  { file: 'features/chat/a.ts', from: '#features/chat/api', allowed: false },
  { file: 'features/chat/a.ts', from: '#app/router', allowed: false },
  { file: 'features/chat/a.ts', from: '../orders/api', allowed: false },
  { file: 'features/chat/a.ts', from: '../../lib/api-client', allowed: false },
  { file: 'features/chat/a.ts', from: './chat-cache', allowed: true },
  { file: 'features/chat/a.ts', from: './components/chat-pane', allowed: true },
  { file: 'features/chat/a.ts', from: '#lib/api/orders', allowed: true },
  { file: 'features/chat/a.ts', from: '#components/ui/form-alert', allowed: true },
  { file: 'features/chat/a.ts', from: '#contracts/chat', allowed: true },
  { file: 'features/chat/a.ts', from: '#locales/languages', allowed: true },
  { file: 'features/chat/a.ts', from: '@tanstack/react-query', allowed: true },
  // One folder down (components/, pages/).
  { file: 'features/chat/components/b.tsx', from: '../../orders/api', allowed: false },
  { file: 'features/chat/components/b.tsx', from: '../../../app/router', allowed: false },
  { file: 'features/chat/components/b.tsx', from: '#features/orders/api', allowed: false },
  { file: 'features/chat/components/b.tsx', from: '../chat-cache', allowed: true },
  { file: 'features/chat/components/b.tsx', from: '../pages/client-chat-page', allowed: true },
  { file: 'features/chat/components/b.tsx', from: './chat-pane', allowed: true },
  // Two folders down.
  { file: 'features/chat/components/parts/c.tsx', from: '../../../orders/api', allowed: false },
  { file: 'features/chat/components/parts/c.tsx', from: '../../chat-cache', allowed: true },
  // Shared code never reaches into a feature or the app shell.
  { file: 'lib/d.ts', from: '#features/chat/api', allowed: false },
  { file: 'lib/d.ts', from: '../features/chat/api', allowed: false },
  { file: 'lib/api/e.ts', from: '../../features/chat/api', allowed: false },
  { file: 'lib/api/e.ts', from: '#app/router', allowed: false },
  { file: 'lib/api/e.ts', from: '../api-client', allowed: true },
  { file: 'components/ui/f.tsx', from: '#features/auth/api', allowed: false },
  { file: 'components/ui/f.tsx', from: '../../app/theme', allowed: false },
  { file: 'components/ui/f.tsx', from: '#lib/use-private-image', allowed: true },
  { file: 'components/ui/f.tsx', from: '../forms/choice-select', allowed: true },
  // The app shell puts the features together.
  { file: 'app/g.tsx', from: '#features/chat/pages/client-chat-page', allowed: true },
];

let scratch: string;
/** Restricted-import diagnostics per linted file (relative to client/src): their messages. */
const found = new Map<string, string[]>();

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
  const config = JSON.parse(fs.readFileSync(path.join(repo, 'biome.json'), 'utf8'));
  delete config.$schema;
  fs.writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
  cases.forEach((c, i) => {
    const file = path.join(scratch, 'client/src', caseFile(c, i));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `import { x } from '${c.from}';\n\nexport const y = x;\n`);
  });
  // Mantine's Select stays forbidden in a feature (the rules above replace, not add to, it).
  const select = path.join(scratch, 'client/src/features/chat/select.tsx');
  fs.writeFileSync(select, "import { Select } from '@mantine/core';\n\nexport const S = Select;\n");

  let out: string;
  try {
    out = execFileSync(
      biome,
      [
        'lint',
        '--only=style/noRestrictedImports',
        '--reporter=json',
        '--max-diagnostics=none',
        '.',
      ],
      { cwd: scratch, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
  } catch (error) {
    // Biome exits 1 when it reports errors: the report is still on stdout.
    out = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as {
    diagnostics: { category: string; message: string; location: { path: string } }[];
  };
  for (const d of report.diagnostics) {
    if (d.category !== 'lint/style/noRestrictedImports') continue;
    const file = path.relative('client/src', d.location.path);
    found.set(file, [...(found.get(file) ?? []), d.message]);
  }
}, 60_000);

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Each case gets its own file at the case's depth: features/chat/a.ts -> features/chat/a3.ts. */
function caseFile(c: Case, i: number): string {
  return c.file.replace(/(\.tsx?)$/, `${i}$1`);
}

describe('client import rules', () => {
  test.each(cases.map((c, i) => ({ ...c, name: caseFile(c, i) })))(
    '$name importing $from: allowed=$allowed',
    (c) => {
      const messages = found.get(c.name) ?? [];
      if (c.allowed) expect(messages).toEqual([]);
      else expect(messages.join('\n')).toMatch(/0038-client-shape/);
    },
  );

  test("Mantine's Select is still refused inside a feature", () => {
    expect((found.get('features/chat/select.tsx') ?? []).join('\n')).toMatch(/ChoiceSelect/);
  });
});
