import type { Generated } from 'kysely';
import type { CatalogStatus } from './schema-catalog';

export interface ServiceProvidersTable {
  sp_id: number;
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  city_id: number;
  gender: 'female' | 'male' | 'other';
  /** A calendar date, `YYYY-MM-DD` (both drivers return dates as text). */
  dob: string;
  status: Generated<CatalogStatus>;
  tips: Generated<boolean>;
  terms_accepted_at: Date;
  profile_image: string | null;
  /** When the provider last moved to another city (null: never); changes are limited. */
  city_changed_at: Generated<Date | null>;
}

/**
 * Columns of `service_providers` kept by the database's triggers and written by no module
 * (migration 0016, decision 0032): how many ratings the provider's orders have and their
 * total, the average as shown times ten (0 before the first; generated), and how many of its
 * orders are completed.
 */
export interface ProviderDirectoryColumns {
  rating_count: Generated<number>;
  rating_sum: Generated<number>;
  rating_tenths: Generated<number>;
  completed_jobs: Generated<number>;
}

export interface ProviderServicesTable {
  sp_id: number;
  service_id: number;
  available: Generated<boolean>;
  created_at: Generated<Date>;
}

/**
 * Columns of `provider_services` kept by the database's triggers and written by no module
 * (migration 0016, decision 0032): a copy of the provider's city, standing and totals, so a
 * list of one service's providers reads its own index.
 */
export interface ProviderServiceCopies {
  sp_city_id: Generated<number>;
  sp_active: Generated<boolean>;
  sp_rating_tenths: Generated<number>;
  sp_rating_count: Generated<number>;
  sp_completed_jobs: Generated<number>;
}

/** A photo of a provider's past work (decision 0063): its caption and the two stored images. */
export interface PortfolioPhotosTable {
  photo_id: Generated<number>;
  sp_id: number;
  position: number;
  /** Typed by the provider, in its own language; '' for none. */
  caption: Generated<string>;
  /** File names in the store's `portfolio` area: the display image and the thumbnail. */
  image_name: string;
  thumb_name: string;
  /** Of the display image, in pixels. */
  width: number;
  height: number;
  created_at: Generated<Date>;
}
