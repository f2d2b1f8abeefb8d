import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');
/** The spec's doors that accept "the chat's pending offer" unless the caller pins one. */
const UNPINNED_DOORS =
  /['"`]\/?(addAcceptedRequest|updateRequestMessage|accept_service_request)['"`]/;
/** Declares the socket events' types; sending is what matters. */
const TYPES_ONLY = path.join(SRC, 'lib/socket.ts');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

describe('the web app accepts offers by id', () => {
  it("sends no accept through the spec's doors that name no offer (security report N7)", () => {
    const callers = sources(SRC).filter(
      (file) => file !== TYPES_ONLY && UNPINNED_DOORS.test(fs.readFileSync(file, 'utf8')),
    );
    expect(callers.map((file) => path.relative(SRC, file))).toEqual([]);
  });

  it('would find such a call', () => {
    expect(UNPINNED_DOORS.test("apiSend('PUT', '/updateRequestMessage', offerUpdate)")).toBe(true);
    expect(UNPINNED_DOORS.test("sendVia('accept_service_request', input, rest)")).toBe(true);
  });
});
