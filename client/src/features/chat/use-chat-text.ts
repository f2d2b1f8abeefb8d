import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChatSaid, chatText } from '#contracts/chat-text';
import { fromMinorUnits } from '#contracts/money';
import { text } from '#lib/i18n';
import { useMoney } from '#lib/use-currency';

/**
 * What the chat wrote itself (an offer, how it went) in the app's current language, from its
 * kind and values (decision 0058); a typed text (no kind) as the server sent it.
 */
export function useChatText(): (said: ChatSaid | null, sent: string) => string {
  // Made again when the language changes (the money formatter follows it too).
  const { i18n } = useTranslation();
  const money = useMoney();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts follow i18n.language.
  return useCallback(
    (said, sent) =>
      said ? chatText(said, { t: text, money: (minor) => money(fromMinorUnits(minor)) }) : sent,
    [i18n.language, money],
  );
}
