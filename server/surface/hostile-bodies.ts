import type { RouteEntry } from '../lib/route-inventory';
import { type BodyPiece, fieldPieces, type UploadSpec } from './hostile-fields';
import { formBody, formPieces } from './hostile-forms';
import {
  BAD_JSON,
  type Good,
  HOSTILE_TEXT,
  longestAccepted,
  type Mutation,
  type Random,
  sample,
  shapeOf,
  show,
  withField,
} from './hostile-values';

/** A JSON body, classified by the route's own body schema. */
export const jsonPiece = (route: RouteEntry, value: Mutation): BodyPiece => {
  const payload = JSON.stringify(value.value);
  const schema = route.zod.body;
  return {
    label: `body ${value.label}`,
    type: 'application/json',
    payload,
    bad: schema ? !schema.safeParse(JSON.parse(payload)).success : false,
  };
};

/** JSON of the wrong shape for an object schema. */
const NOT_OBJECTS = [
  'null',
  '[]',
  '"text"',
  '12345',
  'true',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];

/**
 * The bodies to send: the valid one first, then each field changed, the wrong content types,
 * JSON that is not an object or not JSON; upload routes get forms (see hostile-forms).
 */
export function bodyPieces(
  route: RouteEntry,
  uploads: Record<string, UploadSpec>,
  good: Good,
  rng: Random,
): BodyPiece[] {
  const upload = route.shape.multipart ? (uploads[route.url] ?? { fileField: 'file' }) : null;
  if (upload) return formPieces(upload, good, rng);
  if (route.method === 'GET') return [{ label: '', bad: false }];
  const schema = route.zod.body;
  const raw = (label: string, type: string | undefined, payload: string, bad: boolean) => ({
    label: `body ${label}`,
    type,
    payload,
    bad,
  });
  const pieces: BodyPiece[] = [];
  const shape = shapeOf(schema);
  if (schema && shape) {
    const base = sample(schema, '', good) as Record<string, unknown>;
    pieces.push({ ...jsonPiece(route, { label: '', value: base }), label: '' });
    for (const f of fieldPieces(shape, base, false)) pieces.push(jsonPiece(route, f));
    for (const key of Object.keys(shape)) {
      const long = longestAccepted(schema, base, key);
      if (long)
        pieces.push(
          jsonPiece(route, {
            label: `${key}: long ${long.length}`,
            value: withField(base, key, long),
          }),
        );
    }
    const text = JSON.stringify(base);
    for (const [label, type] of [
      ['without content-type', undefined],
      ['as text/plain', 'text/plain'],
      ['as application/xml', 'application/xml'],
      ['as form-urlencoded', 'application/x-www-form-urlencoded'],
    ] as const) {
      // Without a content type the body is not read: refused unless the body may be left out.
      pieces.push(raw(label, type, text, type !== undefined || !schema.safeParse(null).success));
    }
    pieces.push({
      label: 'body as multipart',
      type: 'multipart/form-data; boundary=b',
      payload: formBody(
        Object.entries(base).map(([name, v]) => ({ name, value: String(v) })),
        'b',
      ),
      // Not read on a JSON route either.
      bad: !schema.safeParse(null).success,
    });
    // Refused unless the schema takes it (a body that may be left out takes `null`: no body).
    for (const json of NOT_OBJECTS)
      pieces.push(
        raw(show(json), 'application/json', json, !schema.safeParse(JSON.parse(json)).success),
      );
    const over = Object.keys(shape)[0] as string;
    pieces.push(
      jsonPiece(route, {
        label: `${over}: over the body limit`,
        value: withField(base, over, 'x'.repeat(1_100_000)),
      }),
    );
  } else {
    // A route that reads no body: whatever JSON comes is ignored, but must still parse.
    pieces.push({ label: '', bad: false });
    for (const json of NOT_OBJECTS) pieces.push(raw(show(json), 'application/json', json, false));
    pieces.push(raw('hostile object', 'application/json', JSON.stringify(HOSTILE_TEXT), false));
    pieces.push(raw('text/plain noise', 'text/plain', "' or 1=1 --", false));
    pieces.push(raw('as application/xml', 'application/xml', '<a/>', true));
    pieces.push(raw('noise without content-type', undefined, 'x'.repeat(100), true));
  }
  for (const json of BAD_JSON)
    pieces.push(raw(`invalid JSON ${show(json)}`, 'application/json', json, true));
  pieces.push(raw('empty JSON', 'application/json', '', true));
  return pieces;
}
