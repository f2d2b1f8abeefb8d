import type { FileKind } from '../../lib/file-signature';

/** How far into a voice note its header must be (it comes first). */
const HEADER_BYTES = 4096;

/** EBML's DocType element (ID 0x4282), a size of 4, then `webm`: not any Matroska file. */
const WEBM_DOCTYPE = Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm')]);
/** A track's CodecID element (ID 0x86), a size of 6, then `A_OPUS`. */
const OPUS_CODEC_ID = Buffer.from([0x86, 0x86, ...Buffer.from('A_OPUS')]);

/**
 * Whether a voice note is Opus by its header's elements: a WebM (MediaRecorder's
 * `audio/webm;codecs=opus`) whose EBML header says DocType `webm` and whose track's CodecID is
 * `A_OPUS`; an Ogg whose first page (its header is 27 bytes and one segment size) carries
 * `OpusHead`. The note is served as `audio/webm` or `audio/ogg` with `nosniff`, so other bytes
 * after the header play as nothing, never as a page.
 */
export function isOpus(bytes: Buffer, kind: FileKind): boolean {
  const head = bytes.subarray(0, HEADER_BYTES);
  if (kind === 'webm') return head.includes(WEBM_DOCTYPE) && head.includes(OPUS_CODEC_ID);
  if (kind === 'ogg') return bytes.subarray(28, 36).equals(Buffer.from('OpusHead'));
  return false;
}
