import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SitePageSlug, sitePage } from '#contracts/site-pages';
import { apiGet, apiSend } from '#lib/api-client';

const pageKey = (slug: SitePageSlug) => ['site-page', slug] as const;

/** A trust page's title and text (the admin's, or the default). */
export const sitePageQuery = (slug: SitePageSlug) =>
  queryOptions({
    queryKey: pageKey(slug),
    queryFn: () => apiGet(`/pages/${slug}`, sitePage, 'none'),
  });

export function useSitePage(slug: SitePageSlug) {
  return useQuery(sitePageQuery(slug));
}

/** The admin saves a page's text (`body`), or puts the default back (`body` null). */
export function useSaveSitePage(slug: SitePageSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string | null) =>
      body === null
        ? apiSend('DELETE', `/admin/pages/${slug}`, sitePage, undefined, 'admin')
        : apiSend('PUT', `/admin/pages/${slug}`, sitePage, { body }, 'admin'),
    onSuccess: (page) => queryClient.setQueryData(pageKey(slug), page),
  });
}
