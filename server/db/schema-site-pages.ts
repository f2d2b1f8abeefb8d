/** The admin's text of a trust page; a page with no row shows its default (decision 0034). */
export interface SitePagesTable {
  slug: 'terms' | 'privacy';
  body: string;
  updated_at: Date;
}
