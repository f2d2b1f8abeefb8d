import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';

type MediaTypes = Record<string, { schema?: object }>;
type Operation = { responses?: Record<string, { content?: MediaTypes }> };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** One answer the test app gave, as the checker reads it. */
export type Answer = {
  method: string;
  url: string;
  status: number;
  body: string;
  /** The request asked "only if changed" (If-None-Match or If-Modified-Since). */
  conditional?: boolean;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * Checks an answer against the OpenAPI document: its status must be one the operation lists,
 * and a JSON body must match that status's schema (no field the document does not name).
 * Answers of URLs the document does not describe (pages, images, hidden routes) are not its
 * business. Answers what is wrong, nothing when the answer is documented.
 */
export function documentedAnswers(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  // Static paths before parametric ones, as the router matches them.
  const paths = Object.entries(doc.paths)
    .map(([path, operations]) => ({
      path,
      operations,
      pattern: new RegExp(`^${escapeRegExp(path).replace(/\{[^}]+\}/g, '[^/]+')}$`),
      params: (path.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.params - b.params);
  const validators = new Map<string, ValidateFunction>();

  function validatorOf(key: string, schema: object) {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      validators.set(key, validate);
    }
    return validate;
  }

  return (answer: Answer): string[] => {
    const pathname = answer.url.split('?')[0] ?? '';
    const method = answer.method.toLowerCase();
    const found = paths.find((p) => p.pattern.test(pathname) && p.operations[method]);
    if (!found) return [];
    const name = `${answer.method.toUpperCase()} ${found.path} ${answer.status}`;
    // HTTP's own answer to a conditional GET (RFC 9110 15.4.5): no body, on any cached read.
    if (answer.status === 304 && method === 'get' && answer.conditional) return [];
    const response = found.operations[method]?.responses?.[String(answer.status)];
    if (!response) return [`${name}: the document does not list this status`];
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [`${name}: the body is not JSON: ${answer.body.slice(0, 200)}`];
    }
    const validate = validatorOf(name, schema);
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (e) =>
        `${name}: ${e.instancePath || '(body)'} ${e.message}${
          e.params && 'additionalProperty' in e.params ? ` '${e.params.additionalProperty}'` : ''
        }`,
    );
  };
}
