import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorCode } from '#contracts/errors';
import { refusalCode } from '#contracts/refusal-codes';
import { AppError, badRequest } from './errors';
import { detectFileKind, type FileKind, fileKinds } from './file-signature';
import { isTextKey } from './i18n';

export type UploadedFile = { bytes: Buffer; kind: FileKind };

const tooLarge = (maxBytes: number) =>
  new AppError(ErrorCode.payloadTooLarge, 413, {
    key: 'errors.upload.tooLarge',
    params: { megabytes: Math.round(maxBytes / 1024 / 1024) },
  });

/**
 * Reads a multipart form: its text fields, and at most one file in `fileField` whose bytes
 * must be one of `allowed`. An empty file input counts as no file.
 */
export async function readMultipart(
  request: FastifyRequest,
  opts: { fileField: string; allowed: FileKind[]; maxBytes: number },
): Promise<{ fields: Record<string, string>; file: UploadedFile | undefined }> {
  const { fields, files } = await readMultipartFiles(request, {
    ...opts,
    fileFields: [opts.fileField],
  });
  return { fields, file: files[opts.fileField] };
}

/**
 * Reads a multipart form with up to one file in each of `fileFields` (a CNIC's front and
 * back), each checked as `readMultipart` checks its one file.
 */
export async function readMultipartFiles(
  request: FastifyRequest,
  opts: { fileFields: string[]; allowed: FileKind[]; maxBytes: number },
): Promise<{ fields: Record<string, string>; files: Partial<Record<string, UploadedFile>> }> {
  if (!request.isMultipart()) throw badRequest('errors.upload.notMultipart');
  const fields: Record<string, string> = {};
  const files: Partial<Record<string, UploadedFile>> = {};
  try {
    for await (const part of request.parts({
      limits: { fileSize: opts.maxBytes, files: opts.fileFields.length },
    })) {
      if (part.type !== 'file') {
        if (part.valueTruncated)
          throw badRequest({
            key: 'errors.upload.fieldTooLong',
            params: { field: part.fieldname },
          });
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (!opts.fileFields.includes(part.fieldname) || files[part.fieldname]) {
        throw badRequest({
          key: 'errors.upload.unexpectedFile',
          params: { field: part.fieldname },
        });
      }
      if (bytes.length === 0) continue;
      const kind = detectFileKind(bytes);
      if (!kind || !opts.allowed.includes(kind)) {
        const labels = opts.allowed.map((k) => fileKinds[k].label);
        throw badRequest(
          labels.length > 1
            ? {
                key: 'errors.upload.wrongKinds',
                params: { kinds: labels.slice(0, -1).join(', '), last: labels.at(-1) ?? '' },
              }
            : { key: 'errors.upload.wrongKind', params: { kind: labels[0] ?? '' } },
        );
      }
      files[part.fieldname] = { bytes, kind };
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') {
      const max = opts.fileFields.length;
      throw badRequest(
        max > 1 ? { key: 'errors.upload.tooManyFiles', params: { max } } : 'errors.upload.oneFile',
      );
    }
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('errors.upload.tooManyFields');
    if ((err as { statusCode?: number }).statusCode === 413) throw tooLarge(opts.maxBytes);
    if (err instanceof AppError) throw err;
    // Anything else the parser throws (no boundary, a truncated or malformed part) is a body
    // that is not multipart data: the caller's mistake.
    throw badRequest('errors.upload.malformed');
  }
  return { fields, files };
}

/** Parses form fields with a contract schema; a failure is a 400 naming the field. */
export function parseFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  const field = first?.path.join('.') ?? '';
  const said = first?.message ?? '';
  // A contract's message is a catalog key: the answer names it, with the field it is about.
  throw new AppError(
    refusalCode(said),
    400,
    isTextKey(said)
      ? { key: said, params: { field } }
      : { key: 'errors.upload.invalidField', params: { field } },
  );
}
