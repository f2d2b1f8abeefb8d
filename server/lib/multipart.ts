import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorCode } from '../../contracts/errors';
import { AppError, badRequest } from './errors';
import { detectFileKind, type FileKind, fileKinds } from './file-signature';

export type UploadedFile = { bytes: Buffer; kind: FileKind };

const tooLarge = (maxBytes: number) =>
  new AppError(
    ErrorCode.payloadTooLarge,
    413,
    `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`,
  );

/**
 * Reads a multipart form: its text fields, and at most one file in `fileField` whose bytes
 * must be one of `allowed`. An empty file input counts as no file.
 */
export async function readMultipart(
  request: FastifyRequest,
  opts: { fileField: string; allowed: FileKind[]; maxBytes: number },
): Promise<{ fields: Record<string, string>; file: UploadedFile | undefined }> {
  if (!request.isMultipart()) throw badRequest('Send this form as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: opts.maxBytes } })) {
      if (part.type !== 'file') {
        if (part.valueTruncated) throw badRequest(`The field ${part.fieldname} is too long.`);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== opts.fileField || file) {
        throw badRequest(`Unexpected file in field ${part.fieldname}.`);
      }
      if (bytes.length === 0) continue;
      const kind = detectFileKind(bytes);
      if (!kind || !opts.allowed.includes(kind)) {
        const labels = opts.allowed.map((k) => fileKinds[k].label);
        const names =
          labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : labels[0];
        throw badRequest(`The file must be a ${names} file.`);
      }
      file = { bytes, kind };
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest('Send one file only.');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('This form has too many fields.');
    if ((err as { statusCode?: number }).statusCode === 413) throw tooLarge(opts.maxBytes);
    if (err instanceof AppError) throw err;
    // Anything else the parser throws (no boundary, a truncated or malformed part) is a body
    // that is not multipart data: the caller's mistake.
    throw badRequest('The form could not be read: the multipart data is malformed.');
  }
  return { fields, file };
}

/** Parses form fields with a contract schema; a failure is a 400 naming the field. */
export function parseFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  const where = first?.path.length ? `${first.path.join('.')}: ` : '';
  throw badRequest(`Invalid body: ${where}${first?.message ?? 'invalid'}`);
}
