import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ProviderService, preferencesRequest } from '#contracts/providers';
import type { Language } from '#locales/languages';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { textOf } from '../../lib/i18n';
import * as repo from './providers.repo';

const notOffered = () => notFound('providers.errors.notOffered');

/** The services a provider offers, and whether each is available now. */
export function createOfferedServicesService(db: Kysely<Database>) {
  return {
    /** Adds the listed services (or updates their availability); leaves the others as they are. */
    async setPreferences(spId: number, input: z.output<typeof preferencesRequest>) {
      const byId = new Map(input.services.map((s) => [s.serviceId, s]));
      const active = await repo.activeServiceIds(db, [...byId.keys()]);
      if (active.size !== byId.size) {
        throw badRequest('providers.errors.servicesGone');
      }
      await repo.upsertOfferedServices(db, spId, [...byId.values()]);
      return { message: textOf('en', 'providers.messages.preferencesSaved') };
    },

    /** The provider's offered services, named in `language`. */
    list: (spId: number, language: Language): Promise<ProviderService[]> =>
      repo.listOfferedServices(db, spId, language),

    async setAvailability(
      spId: number,
      serviceId: number,
      available: boolean,
      language: Language,
    ): Promise<ProviderService> {
      const [offered] = await repo.listOfferedServices(db, spId, language, serviceId);
      if (!offered) throw notOffered();
      await repo.setAvailability(db, spId, serviceId, available);
      return { ...offered, availability_status: available };
    },

    async remove(spId: number, serviceId: number) {
      if (!(await repo.removeOfferedService(db, spId, serviceId))) throw notOffered();
      return { message: textOf('en', 'providers.messages.serviceRemoved') };
    },
  };
}

export type OfferedServicesService = ReturnType<typeof createOfferedServicesService>;
