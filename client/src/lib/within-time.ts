/**
 * `promise`, or the error `late()` makes when it has not settled within `ms`. The work itself goes
 * on; only the wait for it ends.
 */
export function withinTime<T>(promise: Promise<T>, ms: number, late: () => Error): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(late()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
