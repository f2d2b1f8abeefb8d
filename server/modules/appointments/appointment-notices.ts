import { roomOf } from '#contracts/chat';
import type { Notice } from '#contracts/domain-events';
import { whenParams } from '#contracts/request-when';

/** What an appointment's notices name: its slot, its service (by id) and both parties. */
export type NoticeFacts = {
  request_id: number;
  client_id: number;
  sp_id: number;
  starts_at: Date;
  ends_at: Date;
  time_zone: string;
  service_id: number;
  service: string;
  client_name: string;
  sp_name: string;
};

type Kind = 'appointment_evening' | 'appointment_soon' | 'provider_late';

/** A reminder's or the late prompt's values for one side: the other party, service and time. */
function timed(kind: Kind, a: NoticeFacts, to: 'clients' | 'serviceproviders'): Notice {
  const toClient = to === 'clients';
  return {
    to: { id: toClient ? a.client_id : a.sp_id, role: to },
    kind,
    params: {
      name: toClient ? a.sp_name : a.client_name,
      service: a.service,
      service_id: a.service_id,
      ...whenParams({
        kind: 'range',
        starts_at: a.starts_at.toISOString(),
        ends_at: a.ends_at.toISOString(),
        time_zone: a.time_zone,
      }),
    },
    chat: roomOf(a.client_id, a.sp_id),
  } as Notice;
}

/** A reminder to both sides. */
export const reminderNotices = (
  kind: 'appointment_evening' | 'appointment_soon',
  a: NoticeFacts,
) => [timed(kind, a, 'clients'), timed(kind, a, 'serviceproviders')];

/** The late prompt, to the client only. */
export const lateNotice = (a: NoticeFacts) => timed('provider_late', a, 'clients');

/** The provider's progress, told to the client. */
export function progressNotice(
  kind: 'provider_on_way' | 'provider_started',
  a: Pick<NoticeFacts, 'client_id' | 'sp_id' | 'service_id' | 'service' | 'sp_name'>,
): Notice {
  return {
    to: { id: a.client_id, role: 'clients' },
    kind,
    params: { name: a.sp_name, service: a.service, service_id: a.service_id },
    chat: roomOf(a.client_id, a.sp_id),
  };
}
