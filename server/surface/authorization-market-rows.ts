import { acceptedOrder, LEAK_REPAIR, rate, setStatus } from '../test/marketplace';
import { multipart, pngBytes } from '../test/multipart';
import type { MatrixRow } from './authorization-matrix';
import { png } from './authorization-world';

/** The matrix rows of the marketplace itself: requests, chat and offers, notifications, orders, billing. */
export const MARKET_ROWS: MatrixRow[] = [
  // ---- requests ----
  {
    op: 'POST /api/servicerequestform',
    url: () => '/api/servicerequestform',
    body: () => ({ description: 'Matrix', city_id: 2, address: '1 Road', service_id: LEAK_REPAIR }),
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    op: 'POST /api/servicerequestform/uploadImage',
    url: () => '/api/servicerequestform/uploadImage',
    body: (w) => multipart({ insertID: w.pending }, png('requestImg')),
    expect: [401, 200, 404, 403, 403, 403],
  },
  {
    op: 'GET /api/servicerequestform/image/:requestId',
    url: (w) => `/api/servicerequestform/image/${w.pending}`,
    expect: [401, 200, 404, 200, 404, 200],
  },
  {
    op: 'GET /api/getRequests/:providerId',
    url: (w) => `/api/getRequests/${w.provider.id}`,
    expect: [401, 403, 403, 200, 403, 403],
  },
  {
    op: 'POST /api/getPendingRequestofClient',
    url: () => '/api/getPendingRequestofClient',
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    op: 'GET /api/requests/pending',
    url: () => '/api/requests/pending?limit=5',
    expect: [401, 200, 200, 403, 403, 403],
  },
  // ---- chat and offers ----
  {
    op: 'GET /api/getChatHeads',
    url: () => '/api/getChatHeads',
    expect: [401, 200, 200, 200, 200, 403],
  },
  {
    op: 'GET /api/chat-heads',
    url: () => '/api/chat-heads?limit=5',
    expect: [401, 200, 200, 200, 200, 403],
  },
  {
    op: 'GET /api/chat-heads/:room',
    url: (w) => `/api/chat-heads/${w.room}`,
    expect: [401, 200, 403, 200, 403, 403],
  },
  {
    op: 'GET /api/chat-heads/:room/offerable-requests',
    url: (w) => `/api/chat-heads/${w.room}/offerable-requests?request_ids=${w.pending}`,
    expect: [401, 200, 403, 403, 403, 403],
  },
  {
    op: 'POST /api/createORupdateChatHead',
    url: () => '/api/createORupdateChatHead',
    body: (w) => ({ client_id: w.client.id, request_id: w.pending }),
    expect: [401, 403, 403, 200, 403, 403],
  },
  {
    op: 'GET /api/getMessages',
    url: (w) => `/api/getMessages?room=${w.room}`,
    expect: [401, 200, 403, 200, 403, 403],
  },
  {
    op: 'POST /api/saveMessage',
    url: () => '/api/saveMessage',
    body: (w) => ({ room: w.room, message_text: 'matrix hello' }),
    expect: [401, 200, 403, 200, 403, 403],
  },
  {
    op: 'POST /api/saveRequestMessage',
    url: () => '/api/saveRequestMessage',
    body: (w) => ({ room: w.room, request_id: w.pending, price: 1200 }),
    expect: [401, 200, 403, 403, 403, 403],
  },
  {
    // The client withdraws its offer, the provider declines it: a fresh offer for each caller.
    op: 'PUT /api/updateRequestMessage',
    url: () => '/api/updateRequestMessage',
    body: async (w) => {
      const c = await w.openOffer();
      return { room: c.room, request_id: c.requestId, status: 'canceled' };
    },
    expect: [401, 200, 403, 200, 403, 403],
  },
  {
    op: 'POST /api/addAcceptedRequest',
    prepare: (w) => w.openOffer(),
    url: () => '/api/addAcceptedRequest',
    body: (_w, c) => ({ room: c.room, request_id: c.requestId, offer_id: c.id }),
    expect: [401, 403, 403, 200, 403, 403],
  },
  // Offers by id: the client's offer, answered by the provider, withdrawn by the client.
  {
    op: 'POST /api/offers/:offerId/accept',
    prepare: (w) => w.openOffer(),
    url: (_w, c) => `/api/offers/${c.id}/accept`,
    expect: [401, 403, 404, 200, 404, 403],
  },
  {
    op: 'POST /api/offers/:offerId/decline',
    prepare: (w) => w.openOffer(),
    url: (_w, c) => `/api/offers/${c.id}/decline`,
    expect: [401, 403, 404, 200, 404, 403],
  },
  {
    op: 'POST /api/offers/:offerId/counter',
    prepare: (w) => w.openOffer(),
    url: (_w, c) => `/api/offers/${c.id}/counter`,
    body: () => ({ price: 800 }),
    expect: [401, 403, 404, 200, 404, 403],
  },
  {
    op: 'POST /api/offers/:offerId/withdraw',
    prepare: (w) => w.openOffer(),
    url: (_w, c) => `/api/offers/${c.id}/withdraw`,
    expect: [401, 200, 404, 403, 404, 403],
  },
  {
    op: 'GET /api/offers',
    url: (w) => `/api/offers?request_id=${w.pending}`,
    expect: [401, 200, 404, 200, 404, 403],
  },
  // ---- notifications ----
  {
    op: 'GET /api/notifications',
    url: () => '/api/notifications',
    expect: [401, 200, 200, 200, 200, 403],
  },
  {
    op: 'PUT /api/notifications/:notificationId/read',
    url: (w) => `/api/notifications/${w.notification}/read`,
    expect: [401, 200, 404, 404, 404, 403],
  },
  {
    op: 'PUT /api/notifications/read',
    url: () => '/api/notifications/read',
    body: (w) => ({ room: w.room }),
    expect: [401, 200, 200, 200, 200, 403],
  },
  // ---- orders ----
  {
    op: 'GET /api/client/orders/:clientId',
    url: (w) => `/api/client/orders/${w.client.id}`,
    expect: [401, 200, 403, 403, 403, 403],
  },
  {
    op: 'PUT /api/client/orders/:requestId',
    prepare: (w) => w.openOffer(),
    url: (_w, c) => `/api/client/orders/${c.requestId}`,
    body: () => ({ status: 'cancelled' }),
    expect: [401, 200, 404, 404, 404, 403],
  },
  {
    op: 'POST /api/client/feedback',
    url: () => '/api/client/feedback',
    body: (w) => ({ request_id: w.completed, rating: 5, comment: 'Great work' }),
    expect: [401, 200, 404, 403, 403, 403],
  },
  {
    // A fresh completed order the client rated: the provider's one reply is its success.
    op: 'POST /api/sp/reviews/:requestId/reply',
    prepare: async (w) => {
      const requestId = await acceptedOrder(w.t, w.client, w.provider, 1000);
      await setStatus(w.t, w.provider, requestId, 'completed');
      const rated = await rate(w.t, w.client, requestId, 5);
      if (rated.statusCode !== 200) throw new Error(`rating failed: ${rated.body}`);
      return { requestId };
    },
    url: (_w, c) => `/api/sp/reviews/${c.requestId}/reply`,
    body: () => ({ reply: 'Thank you!' }),
    expect: [401, 403, 403, 200, 404, 403],
  },
  {
    op: 'GET /api/sp/orders/:spId',
    url: (w) => `/api/sp/orders/${w.provider.id}`,
    expect: [401, 403, 403, 200, 403, 403],
  },
  {
    op: 'GET /api/orders',
    url: () => '/api/orders?limit=5',
    expect: [401, 200, 200, 200, 200, 403],
  },
  {
    op: 'GET /api/orders/:requestId',
    prepare: async (w) => ({ requestId: await acceptedOrder(w.t, w.client, w.provider, 1200) }),
    url: (_w, c) => `/api/orders/${c.requestId}`,
    expect: [401, 200, 404, 200, 404, 403],
  },
  {
    op: 'GET /api/orders/counts',
    url: () => '/api/orders/counts',
    expect: [401, 200, 200, 200, 200, 403],
  },
  {
    op: 'GET /api/sp/summary/:spId',
    url: (w) => `/api/sp/summary/${w.provider.id}`,
    expect: [401, 403, 403, 200, 403, 403],
  },
  // ---- billing ----
  {
    op: 'GET /api/sp/invoices/:spId',
    url: (w) => `/api/sp/invoices/${w.provider.id}`,
    expect: [401, 403, 403, 200, 403, 403],
  },
  {
    op: 'GET /api/sp/invoices/:spId/current',
    url: (w) => `/api/sp/invoices/${w.provider.id}/current`,
    expect: [401, 403, 403, 200, 403, 403],
  },
  {
    op: 'GET /api/sp/invoiceDetails/:paymentId',
    url: (w) => `/api/sp/invoiceDetails/${w.invoice}`,
    expect: [401, 403, 403, 200, 404, 200],
  },
  {
    op: 'GET /api/sp/invoice/pdf/:paymentId',
    url: (w) => `/api/sp/invoice/pdf/${w.invoice}`,
    expect: [401, 403, 403, 200, 404, 200],
  },
  {
    op: 'GET /api/sp/getprofile/:spId',
    url: (w) => `/api/sp/getprofile/${w.provider.id}`,
    expect: [401, 403, 403, 200, 403, 200],
  },
  {
    op: 'PUT /api/sp/invoice/payment',
    url: () => '/api/sp/invoice/payment',
    body: (w) =>
      multipart(
        { payment_id: w.invoice },
        { field: 'proofOfPayment', name: 'p.png', type: 'image/png', bytes: pngBytes() },
      ),
    expect: [401, 403, 403, 200, 404, 403],
  },
  {
    op: 'GET /api/sp/invoice/proof/:paymentId',
    url: (w) => `/api/sp/invoice/proof/${w.invoice}`,
    expect: [401, 403, 403, 200, 404, 200],
  },
  {
    op: 'GET /api/getPendingPayments',
    url: () => '/api/getPendingPayments',
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    op: 'GET /api/admin/pending-payments',
    url: () => '/api/admin/pending-payments?limit=5',
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    op: 'PUT /api/updatePaymentStatus/:paymentId',
    url: (w) => `/api/updatePaymentStatus/${w.invoice}`,
    body: () => ({ status: 'Paid' }),
    expect: [401, 403, 403, 403, 403, 200],
  },
];
