/**
 * The first bytes of a WebM as MediaRecorder writes it: the EBML header with its DocType, then
 * its audio track's CodecID element (ID 0x86, its size, the codec); padded to `size` more.
 */
export const webmVoiceNote = (size = 4000, codec = 'A_OPUS', docType = 'webm') =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x80 | docType.length]),
    Buffer.from(`${docType}....`),
    Buffer.from([0x86, 0x80 | codec.length]),
    Buffer.from(codec),
    Buffer.alloc(size, 3),
  ]);
