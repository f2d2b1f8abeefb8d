import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinorUnits } from '#contracts/money';
import { notificationText } from '#contracts/notification-text';
import type { Notification } from '#contracts/notifications';
import { formatWhen } from '#features/requests/shared/format-when';
import { formatDay, formatMonth } from '#lib/format-date';
import { text } from '#lib/i18n';
import { useMoney } from '#lib/use-currency';

const monthOf = (year: number, month: number) =>
  formatMonth(`${year}-${String(month).padStart(2, '0')}-01`);

/**
 * A notification's words in the app's current language, made from its kind and values; a
 * notification stored before they had values shows the message the server sent.
 */
export function useNotificationText(): (
  n: Pick<Notification, 'kind' | 'params' | 'message'>,
) => string {
  // Made again when the language changes (the money formatter follows it too).
  const { i18n } = useTranslation();
  const money = useMoney();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts follow i18n.language.
  return useCallback(
    (n) =>
      notificationText(n.kind, n.params, {
        t: text,
        money: (minor) => money(fromMinorUnits(minor)),
        month: monthOf,
        day: formatDay,
        when: (when) => formatWhen(when),
      }) ?? n.message,
    [i18n.language, money],
  );
}
