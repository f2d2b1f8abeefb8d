import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteParsers } from '../db/client';
import { pgliteExtensions } from '../db/pglite-extensions';

/**
 * PGlite instances of this test worker, each handed back to the state of the run's dump when a
 * file is done with it (docs/decisions/0002-test-database-template.md). Loading the dump took a
 * test file 0.4–1.5 s of CPU, more than most files' tests; putting an instance back takes a tenth.
 * An instance whose schema a test changed (a trigger, a probe table) is closed, not reused.
 */

/** What a returned instance is checked and reset with; made once per instance. */
type Template = { fingerprint: string; resetSql: string };
type Reusable = { pglite: PGlite; template: Template };

const idle: Reusable[] = [];
/** Instances kept between files; a file that opens more than this gets fresh ones. */
const KEEP = 1;

const TEMPLATE_SCHEMA = 'test_template';
let resetFailureReported = false;

/**
 * The public schema's tables, columns, defaults, constraints, functions and triggers by name, as
 * one hash: the DDL the tests do. Types, other schemas, and the bodies of views, indexes and
 * constraints are not in it; a test that changes those must not give its database back.
 */
const FINGERPRINT_SQL = `select md5(coalesce(string_agg(x, ';' order by x), '')) as fingerprint from (
  select 'c:' || relname || ':' || relkind::text from pg_class where relnamespace = 'public'::regnamespace
  union all
  select 'a:' || c.relname || ':' || a.attname || ':' || format_type(a.atttypid, a.atttypmod)
    || ':' || a.attnotnull || ':' || a.attgenerated::text || ':'
    || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
  from pg_attribute a join pg_class c on c.oid = a.attrelid
  left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped
  union all
  select 't:' || tgname || ':' || tgrelid::regclass::text || ':' || tgenabled::text from pg_trigger
  union all
  select 'p:' || proname || ':' || md5(prosrc) from pg_proc where pronamespace = 'public'::regnamespace
  union all
  select 'n:' || conname || ':' || contype::text || ':' || conrelid::regclass::text
  from pg_constraint where connamespace = 'public'::regnamespace
) s(x)`;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rows<T>(pglite: PGlite, text: string): Promise<T[]> {
  return (await pglite.query<T>(text)).rows;
}

async function one<T>(pglite: PGlite, text: string): Promise<T> {
  const [row] = await rows<T>(pglite, text);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}

/**
 * Copies the rows the dump holds into a schema of their own and writes the statements that
 * put them back: every table emptied, its rows copied again in their order, every sequence set
 * to where the dump left it.
 */
async function makeTemplate(pglite: PGlite): Promise<Template> {
  const tables = (
    await rows<{ name: string }>(
      pglite,
      `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    )
  ).map((t) => t.name);
  const sequences = await rows<{ name: string }>(
    pglite,
    `select sequencename as name from pg_sequences where schemaname = 'public' order by 1`,
  );
  // Rows go back as they were: no trigger fires and no foreign key is checked in between.
  const statements = [
    'set local session_replication_role = replica',
    `truncate ${tables.map(ident).join(', ')} restart identity cascade`,
  ];
  await pglite.exec(`create schema ${TEMPLATE_SCHEMA}`);
  for (const table of tables) {
    const { filled } = await one<{ filled: boolean }>(
      pglite,
      `select exists (select from public.${ident(table)}) as filled`,
    );
    if (!filled) continue;
    const columns = (
      await rows<{ name: string }>(
        pglite,
        `select column_name as name from information_schema.columns
         where table_schema = 'public' and table_name = '${table}' and is_generated = 'NEVER'
         order by ordinal_position`,
      )
    )
      .map((c) => ident(c.name))
      .join(', ');
    const copy = `${TEMPLATE_SCHEMA}.${ident(`${table}_rows`)}`;
    await pglite.exec(`create table ${copy} as select ${columns} from public.${ident(table)}`);
    statements.push(
      `insert into public.${ident(table)} (${columns}) overriding system value select ${columns} from ${copy}`,
    );
  }
  for (const { name } of sequences) {
    const state = await one<{ last_value: number; is_called: boolean }>(
      pglite,
      `select last_value, is_called from public.${ident(name)}`,
    );
    statements.push(
      `select setval('public.${ident(name)}', ${state.last_value}, ${state.is_called})`,
    );
  }
  const { fingerprint } = await one<{ fingerprint: string }>(pglite, FINGERPRINT_SQL);
  return { fingerprint, resetSql: `begin;\n${statements.join(';\n')};\ncommit;` };
}

/** A PGlite of the run's dump: one a previous file handed back, or a newly loaded one. */
export async function takePglite(dumpPath: string): Promise<Reusable> {
  const kept = idle.pop();
  if (kept) return kept;
  const pglite = await PGlite.create({
    loadDataDir: new Blob([fs.readFileSync(dumpPath)]),
    parsers: pgliteParsers,
    extensions: pgliteExtensions,
  });
  return { pglite, template: await makeTemplate(pglite) };
}

/**
 * Puts an instance back to the dump's state for the next file, or closes it when that cannot
 * be vouched for: its schema changed, the reset failed, or enough are kept already.
 */
export async function giveBackPglite(reusable: Reusable): Promise<void> {
  const { pglite, template } = reusable;
  try {
    if (idle.length < KEEP) {
      // Session state a file may leave: settings, prepared statements, advisory locks, LISTENs.
      await pglite.exec('discard all');
      const { fingerprint } = await one<{ fingerprint: string }>(pglite, FINGERPRINT_SQL);
      if (fingerprint === template.fingerprint) {
        await pglite.exec(template.resetSql);
        idle.push(reusable);
        return;
      }
    }
  } catch (err) {
    // Closed below; the next file loads the dump again. Said once: a reset that always fails
    // would only make every run slower.
    if (!resetFailureReported) console.warn(`A test database could not be reset: ${String(err)}`);
    resetFailureReported = true;
  }
  await pglite.close();
}
