import { z } from 'zod';
import { hasBidiControls } from './text-rules';

/** The trust pages the admin can edit; each has its own public path. */
export const SITE_PAGES = ['terms', 'privacy'] as const;
export type SitePageSlug = (typeof SITE_PAGES)[number];
export const SITE_PAGE_MAX = 20_000;

export const sitePageParams = z.object({ slug: z.enum(SITE_PAGES) });

/**
 * A page's text: plain text where a blank line starts a paragraph, a line starting with "## "
 * is a heading and one starting with "- " a list item. Shown as text, never as HTML.
 */
export const sitePage = z.object({
  slug: z.enum(SITE_PAGES),
  title: z.string(),
  body: z.string(),
  /** Epoch milliseconds of the admin's last change, or null while the default text shows. */
  updated_at: z.number().nullable(),
});
export type SitePage = z.infer<typeof sitePage>;

export const sitePageUpdate = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'sitePages.validation.bodyRequired')
    .max(SITE_PAGE_MAX, 'sitePages.validation.bodyTooLong')
    .refine((s) => !hasBidiControls(s), 'common.validation.directionControls'),
});
