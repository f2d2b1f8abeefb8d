/**
 * The PDF bench's downloads, in a process of their own (bench/pdf-load.ts starts it): keeps
 * `count` downloads of an invoice PDF (or, for the bench's comparison, of the invoice's details
 * as JSON) in flight until its stdin closes, then prints how many completed. Apart from
 * autocannon's process, the downloads' own work (receiving and checking the answers) does not
 * delay autocannon's timing of the other requests: the ratio measures the server only.
 *
 * Argument: a JSON `{ url, token, count, kind }`, `kind` being 'pdf' or 'json'. Prints
 * `{"started":true}` once the loops run and `{"done":n}` when stopped; a failed download ends
 * the process with an error.
 */

type Args = { url: string; token: string; count: number; kind: 'pdf' | 'json' };

const args = JSON.parse(process.argv[2] ?? '{}') as Args;
let running = true;
let done = 0;

async function loop(): Promise<void> {
  while (running) {
    const res = await fetch(args.url, { headers: { authorization: `Bearer ${args.token}` } });
    const body = Buffer.from(await res.arrayBuffer());
    const expected = args.kind === 'pdf' ? '%PDF-' : '{';
    if (res.status !== 200 || !body.toString('latin1', 0, 5).startsWith(expected)) {
      throw new Error(`invoice ${args.kind}: ${res.status}`);
    }
    done++;
  }
}

const loops = Array.from({ length: args.count }, loop);
process.stdout.write(`${JSON.stringify({ started: true })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  running = false;
  void Promise.all(loops).then(() => {
    process.stdout.write(`${JSON.stringify({ done })}\n`);
    process.exit(0);
  });
});
Promise.all(loops).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
