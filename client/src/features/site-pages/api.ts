import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SitePageSlug, sitePage } from '#contracts/site-pages';
import { apiGet, apiSend } from '#lib/api-client';

const pageKey = (slug: SitePageSlug) => ['site-page', slug] as const;

/** A trust page's title and text (the admin's, or the default). */
export function useSitePage(slug: SitePageSlug) {
  return useQuery({
    queryKey: pageKey(slug),
    queryFn: async () => sitePage.parse(await apiGet<unknown>(`/pages/${slug}`, 'none')),
  });
}

/** The admin saves a page's text (`body`), or puts the default back (`body` null). */
export function useSaveSitePage(slug: SitePageSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string | null) =>
      sitePage.parse(
        body === null
          ? await apiSend<unknown>('DELETE', `/admin/pages/${slug}`, undefined, 'admin')
          : await apiSend<unknown>('PUT', `/admin/pages/${slug}`, { body }, 'admin'),
      ),
    onSuccess: (page) => queryClient.setQueryData(pageKey(slug), page),
  });
}
