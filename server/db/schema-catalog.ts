import type { Generated } from 'kysely';

export type CatalogStatus = 'active' | 'inactive';

export interface CitiesTable {
  city_id: Generated<number>;
  name: string;
  /** Its Urdu name; null (or empty): readers see the English (decision 0059). */
  name_ur: string | null;
}

export interface CategoriesTable {
  category_id: Generated<number>;
  name: string;
  description: string;
  name_ur: string | null;
  description_ur: string | null;
  status: Generated<CatalogStatus>;
  created_at: Generated<Date>;
}

export interface ServicesTable {
  service_id: Generated<number>;
  category_id: number;
  name: string;
  description: string;
  name_ur: string | null;
  description_ur: string | null;
  status: Generated<CatalogStatus>;
  created_at: Generated<Date>;
  /** Its image is at `/images/<slug>.png` (the admin's services; the seeded ones have none). */
  has_image: Generated<boolean>;
}

/** What the reference data was last seeded from (decision 0110). */
export interface ReferenceSeedsTable {
  name: string;
  content_hash: string;
  seeded_at: Generated<Date>;
}

export interface CategoryRequestsTable {
  id: Generated<number>;
  sp_id: number;
  title: string;
  description: string;
  created_at: Generated<Date>;
}
