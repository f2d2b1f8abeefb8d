/**
 * A checker of the schema.org JSON-LD the public pages write (decision 0095), to schema.org's
 * definitions of the types used (https://schema.org/<Type>: each property's expected types) and
 * the properties Google's rich results require of them. A type or property outside these is
 * an error: a misspelled property would otherwise be silently ignored by every search engine.
 */
type Rule = {
  required: string[];
  /** Each allowed property: the types its value may have ('Text', 'URL', 'Number', 'Integer', or a type). */
  properties: Record<string, string[]>;
};

const TEXT = ['Text'];
const URL_ = ['URL'];

const RULES: Record<string, Rule> = {
  Organization: { required: ['name', 'url'], properties: { name: TEXT, url: URL_, logo: URL_ } },
  WebSite: { required: ['name', 'url'], properties: { name: TEXT, url: URL_, inLanguage: TEXT } },
  BreadcrumbList: { required: ['itemListElement'], properties: { itemListElement: ['ListItem'] } },
  ItemList: { required: ['itemListElement'], properties: { itemListElement: ['ListItem'] } },
  ListItem: {
    required: ['position'],
    properties: { position: ['Integer'], name: TEXT, item: URL_, url: URL_ },
  },
  LocalBusiness: {
    required: ['name', 'address'],
    properties: {
      '@id': URL_,
      name: TEXT,
      url: URL_,
      image: URL_,
      address: ['PostalAddress'],
      areaServed: ['City'],
      makesOffer: ['Offer'],
      aggregateRating: ['AggregateRating'],
    },
  },
  PostalAddress: { required: [], properties: { addressLocality: TEXT, addressCountry: TEXT } },
  City: { required: ['name'], properties: { name: TEXT } },
  Offer: { required: ['itemOffered'], properties: { itemOffered: ['Service'] } },
  Service: {
    required: ['name'],
    properties: {
      name: TEXT,
      description: TEXT,
      serviceType: TEXT,
      url: URL_,
      areaServed: ['City'],
      provider: ['LocalBusiness'],
    },
  },
  AggregateRating: {
    required: ['ratingValue', 'reviewCount'],
    properties: {
      ratingValue: ['Number'],
      reviewCount: ['Integer'],
      bestRating: ['Number'],
      worstRating: ['Number'],
    },
  },
};

function valueProblems(value: unknown, expected: string[], at: string): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.flatMap((v, i) => {
    const where = Array.isArray(value) ? `${at}[${i}]` : at;
    if (expected.includes('Text') && typeof v === 'string' && v.trim() !== '') return [];
    if (expected.includes('URL') && typeof v === 'string' && /^https?:\/\/\S+$/.test(v)) return [];
    if (expected.includes('Number') && typeof v === 'number' && Number.isFinite(v)) return [];
    if (expected.includes('Integer') && Number.isInteger(v)) return [];
    if (typeof v === 'object' && v !== null && '@type' in v) {
      const type = String((v as { '@type': unknown })['@type']);
      if (!expected.includes(type)) return [`${where}: a ${type} where ${expected} is expected`];
      return nodeProblems(v as Record<string, unknown>, where);
    }
    return [`${where}: ${JSON.stringify(v)} is not a ${expected.join(' or ')}`];
  });
}

function nodeProblems(node: Record<string, unknown>, at: string): string[] {
  const type = String(node['@type']);
  const rule = RULES[type];
  if (!rule) return [`${at}: unknown type ${type}`];
  const problems: string[] = [];
  for (const key of rule.required) {
    if (node[key] === undefined) problems.push(`${at}: ${type} needs ${key}`);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === '@type' || key === '@context') continue;
    const expected = rule.properties[key];
    if (!expected) problems.push(`${at}: ${type} has no property ${key}`);
    else problems.push(...valueProblems(value, expected, `${at}.${key}`));
  }
  if (type === 'BreadcrumbList' || type === 'ItemList') {
    const items = (node.itemListElement ?? []) as { position?: unknown }[];
    items.forEach((item, i) => {
      if (item.position !== i + 1) problems.push(`${at}: item ${i} is not at position ${i + 1}`);
    });
  }
  if (type === 'AggregateRating') {
    const rating = node as { ratingValue?: number; reviewCount?: number } & Record<string, number>;
    const { bestRating = 5, worstRating = 1 } = rating;
    const ratingValue = rating.ratingValue ?? Number.NaN;
    const reviewCount = rating.reviewCount ?? 0;
    if (!(ratingValue >= worstRating && ratingValue <= bestRating)) {
      problems.push(`${at}: ratingValue ${ratingValue} outside ${worstRating}..${bestRating}`);
    }
    if (!(reviewCount > 0)) problems.push(`${at}: reviewCount must be above 0`);
  }
  return problems;
}

/** The problems of a page's JSON-LD objects; none when every one is valid. */
export function jsonLdProblems(objects: unknown[]): string[] {
  return objects.flatMap((o, i) => {
    const node = o as Record<string, unknown>;
    if (node['@context'] !== 'https://schema.org') return [`[${i}]: @context is not schema.org`];
    return nodeProblems(node, `[${i}]`);
  });
}

/** The JSON-LD objects of a page's head tags. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1] ?? 'null'),
  );
}
