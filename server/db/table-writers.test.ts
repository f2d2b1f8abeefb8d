import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One writer per table (design rule 11, decision 0022): each table is inserted into, updated
 * and deleted from by the files of one place only. A place is a module (`server/modules/<m>/`)
 * or one of `server/events/`, `server/jobs/`, `server/db/`. Another module that must change a
 * table calls the owner's service inside its own transaction. The lint rule checks imports;
 * this checks the SQL itself.
 */
const OWNERS: Record<string, string> = {
  accounts: 'auth',
  account_suspensions: 'users',
  admin_audit_log: 'audit-log',
  account_phones: 'phones',
  alert_outbox: 'alerts',
  alert_settings: 'alerts',
  alert_switches: 'alerts',
  appointments: 'appointments',
  appointment_changes: 'appointments',
  admins: 'auth',
  admin_invitations: 'auth',
  billed_months: 'billing',
  calendar_feeds: 'calendars',
  favourites: 'favourites',
  categories: 'catalog',
  category_requests: 'catalog',
  chat_heads: 'chat',
  chat_messages: 'chat',
  cities: 'catalog',
  clients: 'auth',
  dispute_statements: 'disputes',
  disputes: 'disputes',
  domain_events: 'events',
  email_changes: 'auth',
  email_outbox: 'email-notifications',
  feedback: 'orders',
  id_checks: 'id-checks',
  invoice_lines: 'billing',
  invoice_reminders: 'overdue',
  invoices: 'billing',
  job_runs: 'jobs',
  notification_settings: 'email-notifications',
  notifications: 'notifications',
  numbers_cells: 'numbers',
  numbers_days: 'numbers',
  numbers_snapshot: 'numbers',
  numbers_supply: 'numbers',
  offers: 'offers',
  password_resets: 'auth',
  phone_codes: 'phones',
  portfolio_photos: 'portfolio',
  chat_attachments: 'chat-media',
  price_guide_days: 'price-guides',
  price_guides: 'price-guides',
  login_codes: 'auth',
  payment_instructions: 'billing',
  proof_rejections: 'billing',
  push_subscriptions: 'push-subscriptions',
  reference_seeds: 'db',
  provider_days_off: 'providers',
  provider_hours: 'providers',
  provider_services: 'providers',
  reports: 'moderation',
  blocks: 'blocks',
  revoked_tokens: 'auth',
  service_providers: 'providers',
  service_requests: 'requests',
  search_synonyms: 'search',
  services: 'catalog',
  site_pages: 'site-pages',
  text_sends: 'text-costs',
};

/** Writers outside the owner, each with its reason. Migrations are not scanned at all. */
const ALLOWED: { file: string; tables: string[]; why: string }[] = [
  {
    file: 'server/db/seed.ts',
    tables: ['categories', 'services', 'cities'],
    why: 'reference data seeded at boot (only what is missing); the catalog edits it after',
  },
  {
    file: 'server/db/demo-data.ts',
    tables: [
      'accounts',
      'chat_heads',
      'chat_messages',
      'feedback',
      'offers',
      'provider_services',
      'service_requests',
    ],
    why: "the demo marketplace (DEMO_DATA), written at boot before the server serves; it goes through the owners' repos where one fits",
  },
];

const ROOT = path.resolve(import.meta.dirname, '../..');

type Write = { table: string; file: string };

/**
 * The tables a source file writes: kysely's insertInto/updateTable/deleteFrom with a literal
 * table (aliased or not), and `insert into`, `update ... set`, `delete from` in sql templates.
 */
function writesIn(file: string, source: string): Write[] {
  const builder = [
    ...source.matchAll(
      /\.(?:insertInto|updateTable|deleteFrom)\(\s*['"]([a-z_]+)(?:\s+as\s+\w+)?['"]/g,
    ),
  ];
  const raw = [...source.matchAll(/\bsql(?:<[^>`]*>)?`([^`]*)`/g)].flatMap((template) => [
    ...(template[1] ?? '').matchAll(
      /\b(?:insert\s+into|delete\s+from)\s+([a-z_]+)|\bupdate\s+([a-z_]+)\s+(?:as\s+\w+\s+)?set\b/gi,
    ),
  ]);
  return [...builder, ...raw].map((m) => ({ table: m[1] ?? m[2] ?? '', file }));
}

/** The place a file belongs to: its module's name, else its top folder under server/. */
function placeOf(file: string): string {
  const [, top, name] = file.split('/');
  return top === 'modules' ? (name ?? '') : (top ?? '');
}

const isTestCode = (file: string) =>
  file.endsWith('.test.ts') || /^server\/(test|surface)\//.test(file);

function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return rel === 'server/db/migrations' ? [] : sourcesUnder(rel);
    return entry.name.endsWith('.ts') && !isTestCode(rel) ? [rel] : [];
  });
}

/** Each table with the places that write it and, for each place, its files. */
function writersOf(writes: Write[]): Map<string, Map<string, Set<string>>> {
  const map = new Map<string, Map<string, Set<string>>>();
  for (const { table, file } of writes) {
    if (ALLOWED.some((a) => a.file === file && a.tables.includes(table))) continue;
    const places = map.get(table) ?? new Map<string, Set<string>>();
    const files = places.get(placeOf(file)) ?? new Set<string>();
    map.set(table, places.set(placeOf(file), files.add(file)));
  }
  return map;
}

/** "table: place (file, file), place (file)" for each table written from more than one place. */
function sharedTables(writers: Map<string, Map<string, Set<string>>>): string[] {
  return [...writers]
    .filter(([, places]) => places.size > 1)
    .map(
      ([table, places]) =>
        `${table}: ${[...places].map(([place, files]) => `${place} (${[...files].join(', ')})`).join(', ')}`,
    );
}

const serverWrites = () =>
  sourcesUnder('server').flatMap((file) =>
    writesIn(file, readFileSync(path.join(ROOT, file), 'utf8')),
  );

describe('table writers', () => {
  it('reads plain, aliased and raw writes, and names a table written from two places', () => {
    const writes = [
      ...writesIn(
        'server/modules/requests/requests.repo.ts',
        "db.updateTable('service_requests as r').set(x); db.insertInto(\n  'service_requests',\n)",
      ),
      ...writesIn(
        'server/modules/orders/orders.repo.ts',
        "sql`update service_requests set status = 'x'`; db.deleteFrom('feedback')",
      ),
      ...writesIn('server/db/seed.ts', 'sql`insert into services (name) values (1)`'),
    ];
    expect(writes.map((w) => w.table)).toEqual([
      'service_requests',
      'service_requests',
      'feedback',
      'service_requests',
      'services',
    ]);
    expect(sharedTables(writersOf(writes))).toEqual([
      'service_requests: requests (server/modules/requests/requests.repo.ts), orders (server/modules/orders/orders.repo.ts)',
    ]);
  });

  it('finds the writers it knows of in the tree', () => {
    const writers = writersOf(serverWrites());
    expect([...(writers.get('service_requests')?.get('requests') ?? [])]).toContain(
      'server/modules/requests/requests.repo.ts',
    );
    expect([...(writers.get('domain_events')?.keys() ?? [])]).toEqual(['events']);
  });

  it('has each table written from one place only', () => {
    expect(sharedTables(writersOf(serverWrites()))).toEqual([]);
  });

  it('maps every table of the schema to the place that writes it', () => {
    const schema = readFileSync(path.join(ROOT, 'server/db/schema.ts'), 'utf8');
    const database = schema.slice(schema.indexOf('export interface Database {'));
    const tables = [...database.slice(0, database.indexOf('}')).matchAll(/^\s+([a-z_]+):/gm)]
      .map((m) => m[1])
      .sort();
    expect(Object.keys(OWNERS).sort()).toEqual(tables);

    const found = Object.fromEntries(
      [...writersOf(serverWrites())].map(([table, places]) => [
        table,
        [...places.keys()].join(', '),
      ]),
    );
    expect(found).toEqual(OWNERS);
  });
});
