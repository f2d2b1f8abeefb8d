/** Runs `make(i)` for i in [0, count) with at most `parallel` at a time; results in order of i. */
export async function inParallel<T>(
  count: number,
  parallel: number,
  make: (i: number) => Promise<T>,
): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) out[i] = await make(i);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return out;
}
