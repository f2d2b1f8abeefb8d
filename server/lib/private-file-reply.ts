import type { FastifyReply } from 'fastify';

/**
 * Answers a private file (profile image, attachment, proof, invoice PDF): never cached by a
 * shared cache, shown inline unless `downloadAs` names the file to save.
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { bytes: Buffer; mime: string },
  downloadAs?: string,
) {
  return reply
    .type(file.mime)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', downloadAs ? `attachment; filename="${downloadAs}"` : 'inline')
    .send(file.bytes);
}
