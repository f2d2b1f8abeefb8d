/** Builds a multipart/form-data body for `app.inject`, with the files given (usually one). */
export function multipart(
  fields: Record<string, string | number>,
  ...files: ({ field: string; name: string; type: string; bytes: Buffer } | undefined)[]
) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    if (!file) continue;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Bytes that start like a PNG, padded to `size`. */
export const pngBytes = (size = 64) =>
  Buffer.concat([PNG_SIGNATURE, Buffer.alloc(Math.max(0, size - 8), 7)]);
export const jpegBytes = (size = 64) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 1)]);
/** Bytes that start like a PDF document, padded to `size`. */
export const pdfBytes = (size = 64) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.max(0, size - 9), 0x20)]);
/** A Windows executable's first bytes: what a renamed .exe looks like. */
export const exeBytes = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0)]);
