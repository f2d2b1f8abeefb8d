import type { Kysely } from 'kysely';
import { PUBLIC_READS_WINDOW_MS } from './config';
import type { Database } from './db/schema';
import type { Clock } from './lib/clock';
import type { LimiterStore } from './lib/limiter';
import type { createPriceGuidesService } from './modules/price-guides/price-guides.service';
import type { createDirectoryService } from './modules/providers/directory.service';
import type { createProfileService } from './modules/providers/profile.service';
import { createPublicPageService } from './modules/providers/public-page.service';
import { createLandingService } from './modules/public-pages/landing.service';
import { createPreviewCache } from './modules/public-pages/preview-cache';
import { createSitemaps } from './modules/public-pages/sitemap';

/**
 * What the public site reads, wired once (createServices): the landing pages, sitemaps and
 * link previews, the providers' public pages, each kind of page with its own budget of reads
 * per visitor (decision 0099).
 */
export function createPublicSiteServices({
  db,
  clock,
  publicUrl,
  limiterStore,
  publicReadsPerMinute,
  directory,
  priceGuides,
  profiles,
}: {
  db: Kysely<Database>;
  clock: Clock;
  publicUrl: string;
  limiterStore: LimiterStore;
  publicReadsPerMinute: number;
  directory: ReturnType<typeof createDirectoryService>;
  priceGuides: ReturnType<typeof createPriceGuidesService>;
  profiles: ReturnType<typeof createProfileService>;
}) {
  const publicPages = createPublicPageService(db, clock);
  return {
    publicSite: {
      landing: createLandingService(db, { directory, priceGuides }),
      sitemaps: createSitemaps(db, publicUrl, clock),
      previews: createPreviewCache(),
      publicPages,
      profiles,
      publicUrl: publicUrl,
      publicReads: limiterStore.limiter(
        'public-landing-pages',
        publicReadsPerMinute,
        PUBLIC_READS_WINDOW_MS,
      ),
    },
    publicPages: {
      publicPages,
      publicReads: limiterStore.limiter(
        'public-provider-pages',
        publicReadsPerMinute,
        PUBLIC_READS_WINDOW_MS,
      ),
    },
  };
}
