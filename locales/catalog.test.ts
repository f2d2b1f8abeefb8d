import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '../contracts/audit-log';
import { ErrorCode } from '../contracts/errors';
import { REPORT_STATUSES } from '../contracts/moderation';
import { offerStatus } from '../contracts/offers';
import { SLOT_WINDOW_NAMES, WHEN_KINDS } from '../contracts/request-when';
import { requestStatus } from '../contracts/requests';
import { SUSPENSION_REASONS, USER_KINDS } from '../contracts/users';
import { STATIC_PUBLIC_PAGES } from '../server/modules/public-pages/public-urls';
import { en } from './en/index';
import { ur } from './ur/index';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a catalog as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();

/**
 * HTML's empty elements: react-i18next's Trans parses a text as HTML, so words inside
 * `<link>...</link>` come out after an empty link (a link with no name), not inside it.
 */
const EMPTY_ELEMENTS = [
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
];

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

/**
 * Keys the code builds from a value instead of writing them out, and the values they may be
 * built from: every key under the prefix must be one of them.
 */
const BUILT_KEYS: Record<string, readonly string[]> = {
  'errors.codes': Object.values(ErrorCode),
  'common.network': ['offline', 'unreachable', 'timeout'],
  'chat.status': offerStatus.options,
  'orders.status': requestStatus.options,
  'admin.auditLog.actions': AUDIT_ACTIONS,
  'admin.auditLog.targets': AUDIT_TARGETS,
  'users.desk.kinds': USER_KINDS,
  'users.desk.kindOne': USER_KINDS,
  'users.reasons': SUSPENSION_REASONS,
  'users.refusal': SUSPENSION_REASONS,
  'users.person.requestStatus': requestStatus.options,
  'users.person.disputeStatus': ['open', 'resolved'],
  'users.person.invoiceStatus': ['Pending', 'uploaded', 'Paid'],
  'users.person.reportStatus': REPORT_STATUSES,
  'requests.when.kinds': WHEN_KINDS,
  'requests.when.windows': SLOT_WINDOW_NAMES,
  'requests.when.windowNames': SLOT_WINDOW_NAMES,
  // A static public page's head: its title and description (server/modules/public-pages).
  ...Object.fromEntries(
    STATIC_PUBLIC_PAGES.map((page) => [`seo.${page.seo}`, ['title', 'description']]),
  ),
};

const SOURCE_DIRS = ['client/src', 'server', 'contracts'];
function sources(): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        texts.push(readFileSync(full, 'utf8'));
      }
    }
  };
  for (const dir of SOURCE_DIRS) walk(dir);
  return texts.join('\n');
}

describe('language catalogs', () => {
  const english = new Map(leaves(en as Tree));
  const urdu = new Map(leaves(ur as Tree));

  it('Urdu has exactly the English keys, each translated (not left empty)', () => {
    expect([...urdu.keys()].sort()).toEqual([...english.keys()].sort());
    const empty = [...urdu].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('a text has the same placeholders in both languages', () => {
    const differing = [...english]
      .filter(([key, text]) => {
        const other = urdu.get(key);
        return other !== undefined && placeholders(other).join() !== placeholders(text).join();
      })
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('a text wraps the same parts in both languages, in tags Trans can fill', () => {
    const differing = [...english]
      .filter(([key, text]) => tags(urdu.get(key) ?? '').join() !== tags(text).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
    const empty = [...english, ...urdu]
      .filter(([, text]) => tags(text).some((tag) => EMPTY_ELEMENTS.includes(tag as string)))
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('every key is used by the code: written out, or built from a listed value', () => {
    const code = sources();
    const unused = [...english.keys()].filter((key) => {
      const built = Object.entries(BUILT_KEYS).find(([prefix]) => key.startsWith(`${prefix}.`));
      if (built) return !built[1].includes(key.slice(built[0].length + 1));
      // A plural form ('jobs_one') is used through its base key ('jobs', with a count).
      const asked = key.replace(/_(zero|one|two|few|many|other)$/, '');
      return !new RegExp(`['"\`]${asked.replaceAll('.', '\\.')}['"\`]`).test(code);
    });
    expect(unused).toEqual([]);
  });
});
