import { describe, expect, it } from 'vitest';
import type { Notification } from '#contracts/notifications';
import {
  chatNewsShown,
  leadsToOrder,
  notificationLink,
  notificationLinkText,
} from './notification-link';

type Linked = Pick<Notification, 'kind' | 'room' | 'target'>;
const room = 'room_3_9';

describe('where a notification leads', () => {
  it('opens an order by its id, on each side’s orders page', () => {
    const n: Linked = { kind: 'dispute_opened', room, target: { entity: 'order', id: 42 } };
    expect(notificationLink('clients', n)).toBe('/ClientDashBoard?order=42');
    expect(notificationLink('serviceproviders', n)).toBe('/SpHistory?order=42');
    expect(leadsToOrder(n)).toBe(true);
    expect(notificationLinkText('clients', n)).toBe('notifications.links.order');
  });

  it('opens an older order notification (no target) by its chat', () => {
    const n: Linked = { kind: 'order_stale', room, target: null };
    expect(notificationLink('clients', n)).toBe(`/ClientDashBoard?focus=${room}`);
  });

  it('opens the chat of a message or an offer', () => {
    const offer: Linked = { kind: 'offer', room, target: { entity: 'offer', id: 7 } };
    expect(notificationLink('serviceproviders', offer)).toBe(`/Spchat?room=${room}`);
    expect(leadsToOrder(offer)).toBe(false);
    expect(notificationLinkText('serviceproviders', offer)).toBe('notifications.links.chat');
  });

  it('opens the feed, the expired requests or billing outside a chat', () => {
    const request: Linked = {
      kind: 'new_request',
      room: null,
      target: { entity: 'request', id: 5 },
    };
    expect(notificationLink('serviceproviders', request)).toBe('/Requests');
    expect(notificationLinkText('serviceproviders', request)).toBe('notifications.links.requests');
    const expired: Linked = { kind: 'request_expired', room: null, target: null };
    expect(notificationLink('clients', expired)).toBe('/ClientDashBoard?tab=cancelled');
    const paid: Linked = { kind: 'invoice_paid', room: null, target: { entity: 'invoice', id: 2 } };
    expect(notificationLink('serviceproviders', paid)).toBe('/SpBilling');
    expect(notificationLinkText('serviceproviders', paid)).toBe('notifications.links.billing');
  });
});

describe('what the chat page already shows of a notification', () => {
  const message: Linked = { kind: 'message', room, target: { entity: 'message', id: 4 } };
  const dispute: Linked = { kind: 'dispute_opened', room, target: { entity: 'order', id: 42 } };

  it('the open chat shows its own news; the list, with no chat open, counts any chat’s', () => {
    expect(chatNewsShown('serviceproviders', '/Spchat', `?room=${room}`, message)).toBe('room');
    expect(chatNewsShown('serviceproviders', '/spchat', '', message)).toBe('list');
    expect(chatNewsShown('clients', '/Clientchat', '?room=room_1_2', message)).toBeNull();
  });

  it('shows nothing of news that leads to an order, or on another side’s or another page', () => {
    expect(chatNewsShown('serviceproviders', '/Spchat', `?room=${room}`, dispute)).toBeNull();
    expect(chatNewsShown('clients', '/Spchat', '', message)).toBeNull();
    expect(chatNewsShown('clients', '/ClientDashBoard', '', message)).toBeNull();
  });
});
