import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

/**
 * The client's import rules (biome.json, docs/decisions/0042-client-domain-folders.md), checked
 * by linting small files with the repository's own biome.json in a scratch folder: a domain
 * (features/<domain>) imports lib/, components/, contracts/, locales/, its own files, and of
 * another domain only its doors, api/ and shared/; lib/ and components/ never import a domain
 * or app/; app/ composes them all. Then the real tree's shape: which domains, which folders.
 */
const repo = path.resolve(import.meta.dirname, '..');
const biome = path.join(repo, 'node_modules/.bin/biome');

type Case = { file: string; from: string; allowed: boolean };

/** The client's domains (decision 0042) and the folders a domain may have. */
const DOMAINS = [
  'admins',
  'agenda',
  'audit-log',
  'auth',
  'billing',
  'calendars',
  'catalog',
  'chat',
  'disputes',
  'favourites',
  'id-checks',
  'landing',
  'moderation',
  'notifications',
  'numbers',
  'offers',
  'orders',
  'overdue',
  'phones',
  'price-guides',
  'providers',
  'public-site',
  'requests',
  'search',
  'site-pages',
  'users',
];
const DOMAIN_PARTS = ['admin', 'api', 'components', 'pages', 'shared'];

const cases: Case[] = [
  // A domain's root file (client/src/features/chat/*.ts).
  { file: 'features/chat/a.ts', from: '#features/orders/api/orders', allowed: true },
  { file: 'features/chat/a.ts', from: '#features/disputes/shared/order-dispute', allowed: true },
  { file: 'features/chat/a.ts', from: '#features/orders/components/order-card', allowed: false },
  {
    file: 'features/chat/a.ts',
    from: '#features/orders/pages/client-dashboard-page',
    allowed: false,
  },
  { file: 'features/chat/a.ts', from: '#features/billing/admin/payments-tab', allowed: false },
  { file: 'features/chat/a.ts', from: '#features/orders/use-focus-order', allowed: false },
  { file: 'features/chat/a.ts', from: '#features/orders/api', allowed: false },
  { file: 'features/chat/a.ts', from: '#app/router', allowed: false },
  { file: 'features/chat/a.ts', from: '#app/admin/admin-dashboard-page', allowed: false },
  { file: 'features/chat/a.ts', from: '../orders/api/orders', allowed: false },
  { file: 'features/chat/a.ts', from: '../../lib/api-client', allowed: false },
  { file: 'features/chat/a.ts', from: './chat-cache', allowed: true },
  { file: 'features/chat/a.ts', from: './api/chat', allowed: true },
  { file: 'features/chat/a.ts', from: './components/chat-pane', allowed: true },
  { file: 'features/chat/a.ts', from: '#lib/api-client', allowed: true },
  { file: 'features/chat/a.ts', from: '#components/ui/form-alert', allowed: true },
  { file: 'features/chat/a.ts', from: '#contracts/chat', allowed: true },
  { file: 'features/chat/a.ts', from: '#locales/languages', allowed: true },
  { file: 'features/chat/a.ts', from: '@tanstack/react-query', allowed: true },
  // One folder down (api/, admin/, components/, pages/, shared/).
  { file: 'features/chat/components/b.tsx', from: '../../orders/api/orders', allowed: false },
  { file: 'features/chat/components/b.tsx', from: '../../../app/router', allowed: false },
  { file: 'features/chat/components/b.tsx', from: '#features/orders/components/x', allowed: false },
  {
    file: 'features/chat/components/b.tsx',
    from: '#features/requests/api/requests',
    allowed: true,
  },
  {
    file: 'features/chat/components/b.tsx',
    from: '#features/catalog/shared/category-grid',
    allowed: true,
  },
  { file: 'features/chat/components/b.tsx', from: '../chat-cache', allowed: true },
  { file: 'features/chat/components/b.tsx', from: '../pages/client-chat-page', allowed: true },
  { file: 'features/chat/components/b.tsx', from: './chat-pane', allowed: true },
  { file: 'features/disputes/shared/b.tsx', from: '../components/dispute-thread', allowed: true },
  {
    file: 'features/disputes/shared/b.tsx',
    from: '#features/orders/components/order-card',
    allowed: false,
  },
  { file: 'features/disputes/api/b.ts', from: '#features/orders/api/orders', allowed: true },
  {
    file: 'features/disputes/admin/b.tsx',
    from: '../../billing/admin/payment-card',
    allowed: false,
  },
  // Two folders down.
  {
    file: 'features/chat/components/parts/c.tsx',
    from: '../../../orders/api/orders',
    allowed: false,
  },
  { file: 'features/chat/components/parts/c.tsx', from: '../../chat-cache', allowed: true },
  // Generic code never reaches into a domain or the app shell, not even through a door.
  { file: 'lib/d.ts', from: '#features/chat/api/chat', allowed: false },
  { file: 'lib/d.ts', from: '../features/chat/api/chat', allowed: false },
  { file: 'lib/d.ts', from: '#app/router', allowed: false },
  { file: 'lib/d.ts', from: './api-client', allowed: true },
  { file: 'components/ui/f.tsx', from: '#features/catalog/shared/category-grid', allowed: false },
  { file: 'components/ui/f.tsx', from: '#features/auth/api/auth', allowed: false },
  { file: 'components/ui/f.tsx', from: '../../app/theme', allowed: false },
  { file: 'components/ui/f.tsx', from: '#lib/use-private-image', allowed: true },
  { file: 'components/ui/f.tsx', from: '../forms/choice-select', allowed: true },
  // The app shell composes the domains: routes and the admin dashboard's tabs.
  { file: 'app/g.tsx', from: '#features/chat/pages/client-chat-page', allowed: true },
  { file: 'app/admin/h.tsx', from: '#features/disputes/admin/disputes-tab', allowed: true },
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
  // Mantine's Select stays forbidden in a domain (the rules above replace, not add to, it).
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
});

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
      else expect(messages.join('\n')).toMatch(/0042-client-domain-folders/);
    },
  );

  test('client/src holds domain folders of the known shape; components/ and lib/ stay generic', () => {
    const folders = (dir: string) =>
      fs
        .readdirSync(path.join(repo, 'client/src', dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort();
    // The server's module words (auth, not "accounts"), and public-site for the landing pages.
    expect(folders('features')).toEqual([...DOMAINS].sort());
    for (const domain of DOMAINS) {
      expect(DOMAIN_PARTS, domain).toEqual(expect.arrayContaining(folders(`features/${domain}`)));
    }
    expect(folders('components')).toEqual(['forms', 'ui']);
    expect(folders('lib')).toEqual([]);
  });

  test("Mantine's Select is still refused inside a domain", () => {
    expect((found.get('features/chat/select.tsx') ?? []).join('\n')).toMatch(/ChoiceSelect/);
  });
});
