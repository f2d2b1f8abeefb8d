import type { FileKind } from '../../lib/file-signature';

/** How far into a voice note its codec must be named (the header comes first). */
const HEADER_BYTES = 4096;

/**
 * Whether a voice note's header says Opus: WebM names its audio track's codec `A_OPUS`
 * (MediaRecorder's `audio/webm;codecs=opus`), Ogg starts its first page with `OpusHead`.
 */
export function isOpus(bytes: Buffer, kind: FileKind): boolean {
  const head = bytes.subarray(0, HEADER_BYTES);
  if (kind === 'webm') return head.includes('A_OPUS');
  if (kind === 'ogg') return head.includes('OpusHead');
  return false;
}
