import sharp from 'sharp';
import type { OwnIdCheck } from '#contracts/id-checks';
import { send } from './factories';
import type { User } from './marketplace';
import { multipart } from './multipart';
import type { TestApp } from './test-app';

/** A real JPEG of a card, carrying EXIF metadata (a camera and a GPS position) to be stripped. */
export const cnicJpeg = (background = '#3a7') =>
  sharp({ create: { width: 64, height: 40, channels: 3, background } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 31/1 0/1' },
    })
    .toBuffer();

const side = (field: 'front' | 'back', bytes: Buffer, type = 'image/jpeg') => ({
  field,
  name: `${field}.jpg`,
  type,
  bytes,
});

/** A CNIC upload's form: the sides given (a missing one is left out). */
export function cnicForm(front?: Buffer, back?: Buffer) {
  return multipart(
    {},
    front ? side('front', front) : undefined,
    back ? side('back', back) : undefined,
  );
}

/** `sp` sends both sides of a CNIC; answers its state. */
export async function submitCnic(t: TestApp, sp: User): Promise<OwnIdCheck> {
  const res = await send(
    t,
    'POST',
    '/api/service-provider/id-check',
    sp.token,
    cnicForm(await cnicJpeg(), await cnicJpeg('#a73')),
  );
  if (res.statusCode !== 200) throw new Error(`CNIC upload failed: ${res.body}`);
  return res.json() as OwnIdCheck;
}

/** The id of `sp`'s newest check. */
export async function checkIdOf(t: TestApp, spId: number): Promise<number> {
  const row = await t.db
    .selectFrom('id_checks')
    .select('check_id')
    .where('sp_id', '=', spId)
    .orderBy('check_id', 'desc')
    .executeTakeFirstOrThrow();
  return row.check_id;
}
