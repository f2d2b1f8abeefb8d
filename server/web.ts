import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isAppFilePath } from '#contracts/app-files';
import { firstBannerPreload } from '#contracts/banner-images';
import { ErrorCode } from '#contracts/errors';
import { detectFileKind, fileKinds } from './lib/file-signature';
import type { FileStore } from './lib/file-store';
import { type PageSending, sendPage } from './ssr/send-page';

const API_PREFIXES = ['/api/', '/socket.io/', '/images/'];

/**
 * The images are also reached under `/api/images/`, so that a client given one base URL (the
 * API's) finds them too (decision 0055): the URL is read as `/images/...` before routing, so
 * the same files answer with the same headers.
 */
export function imagesUnderApi(url: string): string {
  return url.startsWith('/api/images/') ? url.slice('/api'.length) : url;
}
/** Images are served for an hour, from wherever they come. */
const IMAGE_MAX_AGE_S = 3600;
const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};

/**
 * The answer for `/` tells the browser to fetch the first banner at once, at the width its
 * screen needs (decision 0096). Other pages do not show it.
 */
const HOME_PRELOAD = firstBannerPreload();

/**
 * Serves the built web app: hashed assets cached for a year, images from uploads
 * first and then the drawn set, and index.html for every other GET (history fallback) but the
 * app's own files (the service worker, the manifests, the offline page, the icons: decision
 * 0052), which answer 404 when missing, not a page the browser would take for them. Everything
 * outside assets/, the service worker included, is sent `no-cache`: checked at every use, so
 * a new version is seen at once.
 */
export async function registerWebApp(
  app: FastifyInstance,
  opts: {
    clientDir: string;
    images: FileStore;
    /** How public pages are rendered on the server and headed (decision 0092). */
    pages: Pick<PageSending, 'render' | 'headOf'>;
  },
): Promise<void> {
  const indexPath = path.join(opts.clientDir, 'index.html');
  const hasClient = fs.existsSync(indexPath);

  const drawnImagesDir = path.join(opts.clientDir, 'images');
  const uploadedImagesDir = opts.images.publicImagesDir;
  if (uploadedImagesDir) {
    fs.mkdirSync(uploadedImagesDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: fs.existsSync(drawnImagesDir) ? [uploadedImagesDir, drawnImagesDir] : uploadedImagesDir,
      prefix: '/images/',
      decorateReply: false,
      index: false,
      maxAge: IMAGE_MAX_AGE_S * 1000,
      // An uploaded icon keeps the spec's .png name whatever it is (PNG, JPEG or WebP).
      setHeaders(res, filePath) {
        if (filePath.startsWith(uploadedImagesDir))
          res.header('content-type', sniffImage(filePath));
      },
    });
  } else {
    serveImagesFromStore(app, opts.images, drawnImagesDir);
  }

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      prefix: '/',
      // Every page, the home page too, is answered by sendPage (rendered on the server or not).
      index: false,
      wildcard: true,
      // The build writes .br and .gz copies of the hashed assets: sent as they are.
      preCompressed: true,
      // The build's own records (.vite/manifest.json, read by the server) are not the site's.
      dotfiles: 'ignore',
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const pageSending = {
    indexPath,
    ...opts.pages,
    extraHeaders: (pathname: string): Record<string, string> =>
      pathname === '/' ? { link: HOME_PRELOAD } : {},
  };
  // The home page is a page like the others, not the directory's index file.
  if (hasClient) {
    app.get('/', { schema: { hide: true } }, (request, reply) =>
      sendPage(request, reply, pageSending),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const notPage =
      API_PREFIXES.some((p) => url.startsWith(p)) || url === '/api' || isAppFilePath(url);
    if (wantsPage && hasClient && !notPage) {
      return sendPage(request, reply, pageSending);
    }
    return reply.status(404).send({
      error: { code: ErrorCode.notFound, message: `No route for ${request.method} ${url}` },
    });
  });
}

/** The type of an uploaded image by its first bytes (a few bytes read; images are cached). */
function sniffImage(filePath: string): string {
  const head = Buffer.alloc(16);
  const fd = fs.openSync(filePath, 'r');
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  const kind = detectFileKind(head);
  return kind ? fileKinds[kind].mime : 'image/png';
}

/**
 * GET /images/:name when uploaded images are not files on this disk (object storage): the
 * store's image first, then the drawn one of that name, with the headers @fastify/static sends.
 */
function serveImagesFromStore(app: FastifyInstance, store: FileStore, drawnImagesDir: string) {
  const readDrawn = (name: string) =>
    fs.promises.readFile(path.join(drawnImagesDir, name)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
  app.get<{ Params: { name: string } }>(
    '/images/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const type = IMAGE_TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()];
      // Only names the store and the drawing script make; anything else is not an image here.
      if (!type || !/^[a-z0-9][a-z0-9_-]*(\.[a-z0-9_-]+)*$/i.test(name) || name.length > 200)
        return reply.callNotFound();
      const bytes = (await store.readPublicImage(name)) ?? (await readDrawn(name));
      if (!bytes) return reply.callNotFound();
      const kind = detectFileKind(bytes);
      return reply
        .type(kind ? fileKinds[kind].mime : type)
        .header('cache-control', `public, max-age=${IMAGE_MAX_AGE_S}`)
        .send(bytes);
    },
  );
}
