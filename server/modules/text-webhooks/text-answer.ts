import type { FastifyReply } from 'fastify';

/**
 * Answers a text body (TwiML for Twilio, the challenge for Meta) on a route whose response
 * schemas describe only its JSON errors.
 */
export const answerText = (reply: FastifyReply, type: string, text: string) =>
  reply.type(type).send(text);
