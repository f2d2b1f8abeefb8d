import http from 'node:http';

/** The journeys' WhatsApp Cloud API: e2e/serve.ts points the server's WhatsApp sender at it. */
export const FAKE_WHATSAPP = {
  token: 'e2e-whatsapp-access-token',
  phoneNumberId: '106540352242922',
  appSecret: 'e2e-whatsapp-app-secret',
  verifyToken: 'e2e-whatsapp-verify-token',
  version: 'v26.0',
};

/** One template message the fake accepted, as the Cloud API documents its body. */
export type ReceivedTemplate = {
  to: string;
  template: {
    name: string;
    language: { code: string };
    components: { type: string; parameters: { type: string; text: string }[] }[];
  };
};

const GET_RECEIVED = '/__received';

/**
 * A stand-in for `POST /<version>/<PHONE_NUMBER_ID>/messages` on graph.facebook.com, run by the
 * e2e server's process on loopback. It checks what the documentation asks (the bearer token,
 * JSON, `messaging_product: whatsapp`, a template with a name, a language and body text
 * parameters), answers the documented success (`contacts` and `messages[].id`) or the
 * documented error body with code 100, and lists what it accepted at GET /__received.
 */
export function startFakeWhatsAppCloud(port: number): Promise<http.Server> {
  const received: ReceivedTemplate[] = [];
  const messagesPath = `/${FAKE_WHATSAPP.version}/${FAKE_WHATSAPP.phoneNumberId}/messages`;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.method === 'GET' && req.url === GET_RECEIVED) return answer(200, received);
      const refuse = (message: string) =>
        answer(400, {
          error: { message, type: 'OAuthException', code: 100, fbtrace_id: 'E2E' },
        });
      if (req.method !== 'POST' || req.url !== messagesPath) return refuse(`No route ${req.url}`);
      if (req.headers.authorization !== `Bearer ${FAKE_WHATSAPP.token}`) {
        return answer(401, {
          error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 },
        });
      }
      if (!req.headers['content-type']?.startsWith('application/json')) {
        return refuse('Content-Type must be application/json');
      }
      let body: Partial<ReceivedTemplate> & { messaging_product?: string; type?: string };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return refuse('Body is not JSON');
      }
      const parameters = body.template?.components?.find((c) => c.type === 'body')?.parameters;
      if (
        body.messaging_product !== 'whatsapp' ||
        body.type !== 'template' ||
        typeof body.to !== 'string' ||
        !body.template?.name ||
        !body.template.language?.code ||
        !parameters?.every((p) => p.type === 'text' && typeof p.text === 'string')
      ) {
        return refuse('(#100) Invalid parameter');
      }
      received.push(body as ReceivedTemplate);
      answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to.replace(/^\+/, '') }],
        messages: [{ id: `wamid.E2E${received.length}` }],
      });
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** What the journeys' fake accepted so far (read from the test, over HTTP). */
export async function whatsappTemplatesSent(port: number): Promise<ReceivedTemplate[]> {
  const res = await fetch(`http://127.0.0.1:${port}${GET_RECEIVED}`);
  return (await res.json()) as ReceivedTemplate[];
}
