/**
 * The traffic profile: what visitors, clients and providers do, by weight. Mostly reads,
 * about one write in eleven (requests filed, chat messages over the REST doors, chats read).
 * Every action expects 200; anything else is an error.
 */
import type { Call } from './http';
import { pick, requestForm, type World } from './users';

export type Action = { name: string; weight: number; make(world: World): Call };

const MESSAGES = ['Is tomorrow morning fine?', 'I can come at 10.', 'Please bring spare parts.'];
const withRooms = (world: World) => world.providers.filter((p) => p.rooms.length > 0);

export const MIX: Action[] = [
  // Visitors browse the catalog.
  { name: 'GET categories', weight: 12, make: () => get('/api/categories') },
  {
    name: 'GET category',
    weight: 4,
    make: (w) => get(`/api/categories/${pick(w.categoryIds)}`),
  },
  { name: 'GET services', weight: 12, make: (w) => get(`/api/services/${pick(w.categoryIds)}`) },
  { name: 'GET cities', weight: 3, make: () => get('/api/cities') },
  // Clients follow their orders, bell and chats.
  {
    name: 'client orders',
    weight: 8,
    make: (w) => {
      const c = pick(w.clients);
      return get(`/api/client/orders/${c.id}`, c.token);
    },
  },
  {
    name: 'client notifications',
    weight: 8,
    make: (w) => get('/api/notifications', pick(w.clients).token),
  },
  {
    name: 'client chat heads',
    weight: 5,
    make: (w) => get('/api/getChatHeads', pick(w.clients).token),
  },
  {
    name: 'client messages',
    weight: 6,
    make: (w) => {
      const c = pick(w.clients);
      return get(`/api/getMessages?room=${c.room}`, c.token);
    },
  },
  // Providers watch their feed, summary, bell and chats.
  {
    name: 'provider feed',
    weight: 8,
    make: (w) => {
      const p = pick(w.providers);
      return get(`/api/getRequests/${p.id}`, p.token);
    },
  },
  {
    name: 'provider summary',
    weight: 5,
    make: (w) => {
      const p = pick(w.providers);
      return get(`/api/sp/summary/${p.id}`, p.token);
    },
  },
  {
    name: 'provider notifications',
    weight: 4,
    make: (w) => get('/api/notifications', pick(w.providers).token),
  },
  {
    name: 'provider chat heads',
    weight: 3,
    make: (w) => get('/api/getChatHeads', pick(w.providers).token),
  },
  {
    name: 'provider messages',
    weight: 4,
    make: (w) => {
      const p = pick(withRooms(w));
      return get(`/api/getMessages?room=${pick(p.rooms)}`, p.token);
    },
  },
  // The writes.
  {
    name: 'file request',
    weight: 2,
    make: (w) => {
      const c = pick(w.clients);
      return {
        method: 'POST',
        path: '/api/servicerequestform',
        token: c.token,
        body: requestForm(c.group),
      };
    },
  },
  {
    name: 'client message',
    weight: 2,
    make: (w) => {
      const c = pick(w.clients);
      return message(c.token, c.room);
    },
  },
  {
    name: 'provider message',
    weight: 2,
    make: (w) => {
      const p = pick(withRooms(w));
      return message(p.token, pick(p.rooms));
    },
  },
  {
    name: 'read chat',
    weight: 2,
    make: (w) => {
      const user = Math.random() < 0.5 ? pick(w.clients) : pick(withRooms(w));
      const room = 'room' in user ? user.room : pick(user.rooms);
      return { method: 'PUT', path: '/api/notifications/read', token: user.token, body: { room } };
    },
  },
];

function get(path: string, token?: string): Call {
  return { method: 'GET', path, token };
}

function message(token: string, room: string): Call {
  return {
    method: 'POST',
    path: '/api/saveMessage',
    token,
    body: { room, message_text: pick(MESSAGES) },
  };
}

const totalWeight = MIX.reduce((sum, a) => sum + a.weight, 0);

/** A weighted random action. */
export function nextAction(): Action {
  let r = Math.random() * totalWeight;
  for (const action of MIX) {
    r -= action.weight;
    if (r < 0) return action;
  }
  return MIX[MIX.length - 1] as Action;
}
