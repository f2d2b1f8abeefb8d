/** The kinds of file we accept, recognised by their first bytes, never by name or declared type. */
export type FileKind = 'png' | 'jpeg' | 'webp' | 'pdf' | 'webm' | 'ogg';

export const fileKinds: Record<FileKind, { mime: string; ext: string; label: string }> = {
  png: { mime: 'image/png', ext: 'png', label: 'PNG' },
  jpeg: { mime: 'image/jpeg', ext: 'jpg', label: 'JPEG' },
  webp: { mime: 'image/webp', ext: 'webp', label: 'WebP' },
  pdf: { mime: 'application/pdf', ext: 'pdf', label: 'PDF' },
  webm: { mime: 'audio/webm', ext: 'webm', label: 'WebM' },
  ogg: { mime: 'audio/ogg', ext: 'ogg', label: 'Ogg' },
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The MIME type of a stored file, from the extension the server gave it. */
export function mimeOfStoredFile(name: string): string {
  const kind = Object.values(fileKinds).find((k) => name.endsWith(`.${k.ext}`));
  return kind?.mime ?? 'application/octet-stream';
}

export function detectFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  // EBML, the container of WebM (and of Matroska: the voice check looks for WebM's Opus).
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (startsWith(bytes, ascii('OggS'))) return 'ogg';
  return null;
}
