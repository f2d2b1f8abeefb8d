import { exeBytes, pngBytes } from '../test/multipart';
import { type BodyPiece, fieldPieces, type UploadSpec } from './hostile-fields';
import {
  BAD_JSON,
  type Good,
  longestAccepted,
  type Random,
  sample,
  shapeOf,
  show,
  wellFormed,
} from './hostile-values';

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; bytes: Buffer };

/** A multipart/form-data body with the given boundary and parts, in order. */
export function formBody(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('value' in part) chunks.push(Buffer.from(`${head}\r\n\r\n${part.value}\r\n`));
    else {
      chunks.push(
        Buffer.from(`${head}; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`),
        part.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Bodies that say multipart but are not (all must be refused). */
export const MALFORMED_MULTIPART: { label: string; type: string; payload: string | Buffer }[] = [
  { label: 'no boundary', type: 'multipart/form-data', payload: 'garbage' },
  { label: 'boundary never appears', type: 'multipart/form-data; boundary=xx', payload: 'garbage' },
  {
    label: 'truncated part',
    type: 'multipart/form-data; boundary=xx',
    payload: '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
  },
  {
    label: 'part cut off in its header',
    type: 'multipart/form-data; boundary=xx',
    payload: '--xx\r\nContent-Disposition: form-data; name="a"',
  },
  {
    label: 'binary noise',
    type: 'multipart/form-data; boundary=xx',
    payload: Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 37 + 11) % 256)),
  },
];

/** A part without a disposition: parsers skip it, so only the fields' schema decides. */
export const NAMELESS_PART = {
  label: 'a part without a disposition',
  type: 'multipart/form-data; boundary=xx',
  payload: '--xx\r\nContent-Type: text/plain\r\n\r\n1\r\n--xx--\r\n',
};

/** File bytes no upload accepts (no route takes executables, GIF or SVG). */
export const REFUSED_FILES: { label: string; name: string; type: string; bytes: Buffer }[] = [
  {
    label: 'an .exe renamed .png',
    name: 'photo.png',
    type: 'image/png',
    bytes: exeBytes(),
  },
  {
    label: 'a GIF',
    name: 'photo.png',
    type: 'image/png',
    bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
  },
  {
    label: 'an SVG with a script',
    name: 'photo.svg',
    type: 'image/svg+xml',
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  },
];

/**
 * The forms to send to an upload route: the valid one (its fields and a PNG, which every
 * upload takes) first, then each field changed, wrong names, refused or extra files, malformed
 * multipart, and bodies that are not multipart at all.
 */
export function formPieces(upload: UploadSpec, good: Good, rng: Random): BodyPiece[] {
  const boundary = `hostile${rng.int(1e9)}`;
  const type = `multipart/form-data; boundary=${boundary}`;
  const shape = shapeOf(upload.fields) ?? {};
  const fields: Record<string, string> = {};
  for (const [key, s] of Object.entries(shape)) {
    const v = sample(s, key, good, true);
    if (typeof v === 'string') fields[key] = v;
  }
  const png = {
    name: upload.fileField,
    filename: 'photo.png',
    type: 'image/png',
    bytes: pngBytes(),
  };
  const form = (label: string, given: Record<string, unknown>, files: Part[], badFile = false) => {
    const f = Object.fromEntries(Object.entries(given).map(([k, v]) => [k, wellFormed(String(v))]));
    const parts = Object.entries(f).map(([name, value]) => ({ name, value }));
    return {
      label: label && `form ${label}`,
      type,
      payload: formBody([...parts, ...files], boundary),
      bad: badFile || (upload.fields ? !upload.fields.safeParse(f).success : false),
    };
  };
  const pieces: BodyPiece[] = [form('', fields, [png])];
  for (const f of fieldPieces(shape, fields, true)) {
    pieces.push(form(f.label, f.value as Record<string, unknown>, [png]));
  }
  for (const key of Object.keys(shape)) {
    const long = upload.fields && longestAccepted(upload.fields, fields, key);
    if (long) pieces.push(form(`${key}: long ${long.length}`, { ...fields, [key]: long }, [png]));
  }
  const renamed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [`${k}_x`, v]));
  pieces.push(form('fields under wrong names', renamed, [png]));
  pieces.push(form('extra isAdmin field', { ...fields, isAdmin: 'true' }, [png]));
  const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x']));
  pieces.push(form('30 extra fields', { ...fields, ...many }, [png]));
  pieces.push(form('huge extra field', { ...fields, note: 'x'.repeat(100_000) }, [png]));
  pieces.push(form('no file', fields, []));
  pieces.push(form('empty file', fields, [{ ...png, bytes: Buffer.alloc(0) }]));
  for (const filename of [
    '../../etc/passwd.png',
    '<script>.png',
    'ملف.png',
    `${'a'.repeat(1000)}.png`,
  ]) {
    pieces.push(form(`file named ${show(filename)}`, fields, [{ ...png, filename }]));
  }
  pieces.push(form('png declared as text/html', fields, [{ ...png, type: 'text/html' }]));
  for (const f of REFUSED_FILES) {
    pieces.push(
      form(
        f.label,
        fields,
        [{ name: upload.fileField, filename: f.name, type: f.type, bytes: f.bytes }],
        true,
      ),
    );
  }
  pieces.push(form('two files', fields, [png, png], true));
  pieces.push(form('file in a wrong field', fields, [{ ...png, name: 'attachment' }], true));
  pieces.push(
    form('file over 5 MB', fields, [{ ...png, bytes: pngBytes(5 * 1024 * 1024 + 1) }], true),
  );
  for (const m of MALFORMED_MULTIPART) {
    pieces.push({ label: `multipart ${m.label}`, type: m.type, payload: m.payload, bad: true });
  }
  const nameless = { ...NAMELESS_PART, label: `multipart ${NAMELESS_PART.label}` };
  pieces.push({ ...nameless, bad: upload.fields ? !upload.fields.safeParse({}).success : false });
  // Not multipart at all: refused, except where the form is optional.
  const strict = !upload.optional;
  pieces.push({
    label: 'form as JSON',
    type: 'application/json',
    payload: JSON.stringify(fields),
    bad: strict,
  });
  pieces.push({ label: 'form as text/plain', type: 'text/plain', payload: 'x=1', bad: strict });
  pieces.push({ label: 'no body', bad: strict });
  pieces.push({ label: 'form as XML', type: 'application/xml', payload: '<a/>', bad: true });
  for (const json of BAD_JSON.slice(0, 3)) {
    pieces.push({
      label: `invalid JSON ${show(json)}`,
      type: 'application/json',
      payload: json,
      bad: true,
    });
  }
  return pieces;
}
