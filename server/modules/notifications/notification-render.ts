import { fromMinorUnits, moneyFormat } from '#contracts/money';
import {
  CATALOG_PARAMS,
  type CatalogParam,
  type NotificationKind,
  notificationText,
  type TextTools,
} from '#contracts/notification-text';
import type { NotificationParams } from '#contracts/notifications';
import { whenText } from '#contracts/when-text';
import { intlLocaleOf, type Language } from '#locales/languages';
import { type CatalogNames, catalogName } from '../../db/catalog-names';
import { textOf } from '../../lib/i18n';

const toolsByLanguage = new Map<string, TextTools>();

/**
 * How `language` writes texts, amounts in `currency` and billing months; made once per pair
 * (Intl formatters are slow to build, and a drained backlog renders thousands of rows).
 */
export function textTools(language: Language, currency: string): TextTools {
  const key = `${language}:${currency}`;
  const known = toolsByLanguage.get(key);
  if (known) return known;
  const locale = intlLocaleOf(language);
  const months = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const amounts = moneyFormat(currency, locale);
  const tools: TextTools = {
    t: (key, params) => textOf(language, key, params),
    money: (minor) => amounts.format(fromMinorUnits(minor)),
    month: (year, month) => months.format(new Date(Date.UTC(year, month - 1, 1))),
    when: (when) => whenText(when, { t: (key, params) => textOf(language, key, params), locale }),
    // A calendar day (YYYY-MM-DD) read as that UTC day; anything else is shown as it is.
    day: (isoDate) => {
      const at = Date.parse(`${isoDate}T00:00:00Z`);
      return Number.isNaN(at) ? isoDate : days.format(new Date(at));
    },
  };
  toolsByLanguage.set(key, tools);
  return tools;
}

/**
 * `params` with each catalog entry it stores by id named in `language` (decision 0062): the
 * name read with `names` when the text is made, so a notice stored before the admin wrote or
 * edited a word says it; the stored English where the id is missing (an older row) or unknown.
 */
export function withCatalogNames(
  params: NotificationParams,
  names: CatalogNames,
  language: Language,
): NotificationParams {
  let named: NotificationParams | undefined;
  for (const param of Object.keys(CATALOG_PARAMS) as CatalogParam[]) {
    const id = params[CATALOG_PARAMS[param]];
    const name = typeof id === 'number' ? catalogName(names, param, id, language) : undefined;
    if (name !== undefined) named = { ...(named ?? params), [param]: name };
  }
  return named ?? params;
}

/**
 * A stored notification's text in `language`: made from its values (catalog entries named
 * with `names`; none needed for values already named by `withCatalogNames`), else its old
 * message.
 */
export function renderNotification(
  language: Language,
  currency: string,
  row: { kind: string; params: NotificationParams | null; message: string | null },
  names: CatalogNames = new Map(),
): string {
  const made = notificationText(
    row.kind as NotificationKind,
    row.params && withCatalogNames(row.params, names, language),
    textTools(language, currency),
  );
  return made ?? row.message ?? '';
}

/** The values stored as JSON, or null for a row without (or with unreadable) values. */
export function parseParams(json: string | null): NotificationParams | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const params: NotificationParams = {};
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === 'string' || typeof v === 'number') params[key] = v;
    }
    return params;
  } catch {
    return null;
  }
}
