import type { Kysely } from 'kysely';
import type { AdminCity, CityRequest } from '#contracts/catalog';
import type { Language } from '#locales/languages';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/refusals';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { AuditActor } from '../audit-log/audit-log.service';
import { changedFields } from '../audit-log/changed-fields';
import type { AuditedChange } from './audited-change';
import * as repo from './catalog.repo';

/** A city's names as the audit log keeps them. */
const cityNames = (row: AdminCity) => ({ name: row.name_en, name_ur: row.name_ur });

const cityTaken = (name: string) => (err: unknown) =>
  isUniqueViolation(err)
    ? conflict({ key: 'catalog.errors.cityExists', params: { name } })
    : undefined;

/** The admin's cities: added, renamed in both languages, removed while nobody names them. */
export function createCityAdmin(db: Kysely<Database>, audited: AuditedChange, changed: () => void) {
  async function city(
    cityId: number,
    language: Language,
    executor: Kysely<Database> = db,
  ): Promise<AdminCity> {
    const found = await repo.findCity(executor, cityId, language);
    if (!found) throw notFound('catalog.errors.cityNotFound');
    return found;
  }

  /** A city's English name is unique whatever its case. */
  async function assertCityNameFree(name: string, except?: number) {
    if (await repo.cityNameTaken(db, name, except))
      throw conflict({ key: 'catalog.errors.cityExists', params: { name } });
  }

  return {
    allCities: (language: Language): Promise<AdminCity[]> =>
      repo.listCitiesBothLanguages(db, language),

    async addCity(
      input: CityRequest & { name_ur: string | null },
      language: Language,
      by: AuditActor,
    ): Promise<AdminCity> {
      await assertCityNameFree(input.name);
      const id = await audited(
        by,
        async (trx) => {
          const id = await repo.insertCity(trx, input.name, input.name_ur);
          const after = cityNames(await city(id, 'en', trx));
          return {
            result: id,
            draft: { action: 'city.add', target: { entity: 'city', id }, after },
          };
        },
        cityTaken(input.name),
      );
      changed();
      return city(id, language);
    },

    async setCityNames(
      cityId: number,
      input: CityRequest & { name_ur: string | null },
      language: Language,
      by: AuditActor,
    ): Promise<AdminCity> {
      await city(cityId, language);
      await assertCityNameFree(input.name, cityId);
      await audited(
        by,
        async (trx) => {
          const before = cityNames(await city(cityId, 'en', trx));
          await repo.setCityNames(trx, cityId, input.name, input.name_ur);
          const after = cityNames(await city(cityId, 'en', trx));
          return {
            result: undefined,
            draft: {
              action: 'city.rename',
              target: { entity: 'city', id: cityId },
              ...changedFields(before, after),
            },
          };
        },
        cityTaken(input.name),
      );
      changed();
      return city(cityId, language);
    },

    /** A city nobody names (no provider, client or request) goes; one in use stays: 409. */
    async removeCity(cityId: number, language: Language, by: AuditActor) {
      await city(cityId, language);
      await audited(
        by,
        async (trx) => {
          const before = cityNames(await city(cityId, 'en', trx));
          if (!(await repo.deleteCity(trx, cityId))) throw notFound('catalog.errors.cityNotFound');
          return {
            result: undefined,
            draft: { action: 'city.remove', target: { entity: 'city', id: cityId }, before },
          };
        },
        (err) => (isForeignKeyViolation(err) ? conflict('catalog.errors.cityInUse') : undefined),
      );
      changed();
      return { message: 'City removed' };
    },
  };
}
