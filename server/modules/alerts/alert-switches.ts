import {
  ALERT_CHANNELS,
  ALERT_GROUPS,
  type AlertChannel,
  type AlertGroup,
  type AlertSettings,
  alertGroupsFor,
} from '#contracts/alerts';
import type { SavedSwitch } from './alerts.repo';

type Role = 'clients' | 'serviceproviders';
export type SwitchBoard = AlertSettings['switches'];

/**
 * What is on before a person chooses (decision 0049): a provider hears of new jobs by push and
 * WhatsApp; everyone gets every group by push (a device is only subscribed on purpose). SMS is
 * off: it costs the most and says the least. A text channel sends only to a verified number.
 */
const DEFAULT_ON: Record<Role, Record<AlertChannel, readonly AlertGroup[]>> = {
  serviceproviders: {
    push: ['new_jobs', 'messages', 'offers', 'offer_answers', 'orders', 'billing', 'account'],
    sms: [],
    whatsapp: ['new_jobs'],
  },
  clients: {
    push: alertGroupsFor('clients'),
    sms: [],
    whatsapp: [],
  },
};

/** Every group on every channel for an account: its saved switches over its role's defaults. */
export function switchBoard(role: Role, saved: readonly SavedSwitch[] = []): SwitchBoard {
  const board = Object.fromEntries(
    ALERT_GROUPS.map((group) => [
      group,
      Object.fromEntries(
        ALERT_CHANNELS.map((channel) => [channel, DEFAULT_ON[role][channel].includes(group)]),
      ),
    ]),
  ) as SwitchBoard;
  for (const s of saved) board[s.alert_group][s.channel] = s.enabled;
  return board;
}
