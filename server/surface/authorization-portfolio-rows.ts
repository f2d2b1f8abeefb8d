import sharp from 'sharp';
import { send } from '../test/factories';
import { multipart } from '../test/multipart';
import type { MatrixRow } from './authorization-matrix';
import type { World } from './authorization-world';

const OWN = [401, 403, 403, 200, 200, 403] as const;
const PUBLIC_OK = [200, 200, 200, 200, 200, 200] as const;

/** A real JPEG: the portfolio decodes what it stores. */
const photoForm = async () =>
  multipart(
    { caption: 'Matrix' },
    {
      field: 'photo',
      name: 'work.jpg',
      type: 'image/jpeg',
      bytes: await sharp({ create: { width: 32, height: 24, channels: 3, background: '#888' } })
        .jpeg()
        .toBuffer(),
    },
  );

/** `provider` adds a photo to its portfolio; answers its id. */
async function newPhoto(w: World): Promise<number> {
  const res = await send(w.t, 'POST', '/api/service-provider/portfolio', w.provider.token, {
    ...(await photoForm()),
  });
  const photos = (res.json() as { photos: { photo_id: number }[] }).photos;
  return photos.at(-1)?.photo_id ?? 0;
}

/**
 * The matrix rows of providers' portfolios (decision 0063): each provider keeps its own; anyone
 * sees a provider's photos, as the directory's photos.
 */
export const PORTFOLIO_ROWS: MatrixRow[] = [
  {
    op: 'GET /api/service-provider/portfolio',
    url: () => '/api/service-provider/portfolio',
    expect: OWN,
  },
  {
    op: 'POST /api/service-provider/portfolio',
    url: () => '/api/service-provider/portfolio',
    body: () => photoForm(),
    expect: OWN,
  },
  {
    op: 'PUT /api/service-provider/portfolio/order',
    prepare: async (w) => ({ id: await newPhoto(w) }),
    url: () => '/api/service-provider/portfolio/order',
    // `provider`'s photos: every one of them for it, none of them for another provider (400).
    body: async (w) => {
      const res = await send(w.t, 'GET', '/api/service-provider/portfolio', w.provider.token);
      const photos = (res.json() as { photos: { photo_id: number }[] }).photos;
      return { photo_ids: photos.map((p) => p.photo_id).reverse() };
    },
    expect: [401, 403, 403, 200, 400, 403],
  },
  {
    op: 'DELETE /api/service-provider/portfolio/:photoId',
    prepare: async (w) => ({ id: await newPhoto(w) }),
    url: (_w, c) => `/api/service-provider/portfolio/${c.id}`,
    expect: [401, 403, 403, 200, 404, 403],
  },
  {
    op: 'GET /api/providers/:spId/portfolio',
    url: (w) => `/api/providers/${w.provider.id}/portfolio`,
    expect: PUBLIC_OK,
  },
  {
    op: 'GET /api/providers/:spId/portfolio/:photoId/:size',
    prepare: async (w) => ({ id: await newPhoto(w) }),
    url: (w, c) => `/api/providers/${w.provider.id}/portfolio/${c.id}/thumb`,
    expect: PUBLIC_OK,
  },
];
