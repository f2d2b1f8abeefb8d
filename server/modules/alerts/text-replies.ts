import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ALERT_GROUPS, type TextChannel } from '#contracts/alerts';
import type { Database } from '../../db/schema';
import type { TextEvents } from '../../lib/texts/text-events';
import type { TextCostLedger } from '../text-costs/text-costs.service';
import type { PhoneBook } from './alert-ports';
import * as repo from './alerts.repo';

/**
 * What the text providers' webhooks report, their signatures already checked (decision 0049):
 * a delivery report goes to the ledger; STOP silences that channel for every group of the
 * number's account, START puts it back to its defaults.
 */
export function createTextReplies(d: {
  db: Kysely<Database>;
  phones: Pick<PhoneBook, 'accountOfPhone'>;
  textCosts: Pick<TextCostLedger, 'recordDelivery'>;
  log: Pick<FastifyBaseLogger, 'info'>;
}): TextEvents {
  return {
    async status(input) {
      await d.textCosts.recordDelivery(input.channel, input.providerId, input.status);
    },
    async stop(channel: TextChannel, phone: string) {
      const accountId = await d.phones.accountOfPhone(phone);
      if (accountId === null) return;
      await repo.saveSwitches(
        d.db,
        accountId,
        ALERT_GROUPS.map((alert_group) => ({ channel, alert_group, enabled: false })),
      );
      d.log.info({ accountId, channel }, 'texts stopped by the recipient');
    },
    async start(channel: TextChannel, phone: string) {
      const accountId = await d.phones.accountOfPhone(phone);
      if (accountId === null) return;
      await repo.clearChannel(d.db, accountId, channel);
    },
  };
}
