import pino from 'pino';

/** Lines are gathered up to this many bytes, then written in one system call (decision 0098). */
const GATHER_BYTES = 4096;
/** Lines wait at most this long in the buffer before they are written (decision 0098). */
export const FLUSH_EVERY_MS = 200;
/**
 * The most bytes waiting to be written (decision 0099): a destination slower than the server
 * (a full pipe, a stalled disk) must not grow the process's memory without end. Beyond this,
 * new lines are dropped and counted; a line saying how many follows once there is room.
 */
export const MAX_PENDING_BYTES = 8 * 1024 * 1024;
/** Room kept for the line that says how many lines were dropped (it is about 200 bytes). */
const REPORT_ROOM = 1024;

/**
 * The logger's destination: written without blocking, lines gathered up to 4 KB or for at most
 * FLUSH_EVERY_MS, at most `maxPending` bytes waiting (further lines are dropped and counted).
 * `tick` is the timer's work: it flushes only when a line came since the last tick, so an idle
 * server makes no system call. It hands over the count of dropped lines (to be logged at once)
 * only when there is room for that line; until then the count is kept and grows, so a report
 * is not itself dropped and its count lost.
 */
export function logDestination(
  dest: number | string,
  maxPending = MAX_PENDING_BYTES,
): {
  stream: pino.DestinationStream & ReturnType<typeof pino.destination>;
  tick(): { flushed: boolean; dropped: number };
} {
  // Lines are handed over as bytes: with strings, SonicBoom measures the whole gathered text
  // again on every line (decision 0106).
  const stream = pino.destination({
    dest,
    sync: false,
    minLength: GATHER_BYTES,
    maxLength: maxPending,
    contentMode: 'buffer',
  });
  let written = false;
  let dropped = 0;
  // Bytes taken and not yet written: SonicBoom keeps its own count, but not in its interface.
  let pending = 0;
  const write = stream.write.bind(stream) as unknown as (bytes: Buffer) => boolean;
  stream.write = (line: string) => {
    written = true;
    const before = dropped;
    const bytes = Buffer.from(line);
    const below = write(bytes);
    if (dropped === before) pending += bytes.length;
    return below;
  };
  stream.on('drop', () => {
    dropped += 1;
  });
  stream.on('write', (bytes: number) => {
    pending -= bytes;
  });
  return {
    stream,
    tick() {
      const room = pending + REPORT_ROOM <= maxPending;
      const lost = room ? dropped : 0;
      if (room) dropped = 0;
      if (!written) return { flushed: false, dropped: lost };
      written = false;
      stream.flush();
      return { flushed: true, dropped: lost };
    },
  };
}
