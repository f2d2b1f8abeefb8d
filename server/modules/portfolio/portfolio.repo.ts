import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { notSuspended } from '../../db/suspensions';

type Db = Kysely<Database> | Transaction<Database>;

export type PhotoRow = {
  photo_id: number;
  caption: string;
  width: number;
  height: number;
  image_name: string;
  thumb_name: string;
};

/** A provider's photos in its order. */
export const listPhotos = (db: Db, spId: number): Promise<PhotoRow[]> =>
  db
    .selectFrom('portfolio_photos')
    .select(['photo_id', 'caption', 'width', 'height', 'image_name', 'thumb_name'])
    .where('sp_id', '=', spId)
    .orderBy('position')
    .orderBy('photo_id')
    .execute();

export const findPhoto = (db: Db, spId: number, photoId: number) =>
  db
    .selectFrom('portfolio_photos')
    .select(['photo_id', 'image_name', 'thumb_name'])
    .where('sp_id', '=', spId)
    .where('photo_id', '=', photoId)
    .executeTakeFirst();

/** Locks the provider's row: adding photos one at a time keeps the count honest. */
export const lockProvider = (trx: Transaction<Database>, spId: number) =>
  trx
    .selectFrom('service_providers')
    .select('sp_id')
    .where('sp_id', '=', spId)
    .forUpdate()
    .executeTakeFirst();

export async function countAndLastPosition(db: Db, spId: number) {
  const row = await db
    .selectFrom('portfolio_photos')
    .select((eb) => [
      eb.fn.countAll<string>().as('n'),
      eb.fn.max<number | null>('position').as('last'),
    ])
    .where('sp_id', '=', spId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), last: row.last === null ? -1 : Number(row.last) };
}

export const insertPhoto = (
  trx: Transaction<Database>,
  photo: Omit<PhotoRow, 'photo_id'> & { sp_id: number; position: number },
) =>
  trx.insertInto('portfolio_photos').values(photo).returning('photo_id').executeTakeFirstOrThrow();

export const setPosition = (db: Db, spId: number, photoId: number, position: number) =>
  db
    .updateTable('portfolio_photos')
    .set({ position })
    .where('sp_id', '=', spId)
    .where('photo_id', '=', photoId)
    .execute();

export const deletePhoto = (db: Db, spId: number, photoId: number) =>
  db
    .deleteFrom('portfolio_photos')
    .where('sp_id', '=', spId)
    .where('photo_id', '=', photoId)
    .returning(['image_name', 'thumb_name'])
    .executeTakeFirst();

/** Whether the account is a provider whose profile others may see. */
export const isActiveProvider = async (db: Db, spId: number) =>
  Boolean(
    await db
      .selectFrom('service_providers')
      .select('sp_id')
      .where('sp_id', '=', spId)
      .where('status', '=', 'active')
      .where(notSuspended('sp_id'))
      .executeTakeFirst(),
  );
