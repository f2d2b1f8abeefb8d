import type { TestApp } from './test-app';

/** Runs `body` with the city in another time zone, then puts Asia/Karachi back. */
export async function inCityZone(
  t: TestApp,
  cityId: number,
  zone: string,
  body: () => Promise<void>,
): Promise<void> {
  const setZone = (time_zone: string) =>
    t.db.updateTable('cities').set({ time_zone }).where('city_id', '=', cityId).execute();
  await setZone(zone);
  try {
    await body();
  } finally {
    await setZone('Asia/Karachi');
  }
}
