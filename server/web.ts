import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../contracts/errors';

const API_PREFIXES = ['/api/', '/socket.io/', '/images/'];

/**
 * Serves the built web app: hashed assets cached for a year, images from uploads
 * first and then the drawn set, and index.html for every other GET (history fallback).
 */
export async function registerWebApp(
  app: FastifyInstance,
  opts: { clientDir: string; uploadedImagesDir: string },
): Promise<void> {
  const indexPath = path.join(opts.clientDir, 'index.html');
  const hasClient = fs.existsSync(indexPath);

  fs.mkdirSync(opts.uploadedImagesDir, { recursive: true });
  const drawnImagesDir = path.join(opts.clientDir, 'images');
  await app.register(fastifyStatic, {
    root: fs.existsSync(drawnImagesDir)
      ? [opts.uploadedImagesDir, drawnImagesDir]
      : opts.uploadedImagesDir,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    maxAge: '1h',
  });

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      prefix: '/',
      index: ['index.html'],
      wildcard: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && hasClient && !API_PREFIXES.some((p) => url.startsWith(p)) && url !== '/api') {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html')
        .send(fs.createReadStream(indexPath));
    }
    return reply.status(404).send({
      error: { code: ErrorCode.notFound, message: `No route for ${request.method} ${url}` },
    });
  });
}
