import { useDirection } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, isLanguage, type Language } from '#locales/languages';
import { apiSend } from './api-client';
import { chosenLanguage, currentLanguage, rememberAccountLanguage, switchLanguage } from './i18n';
import { readSession } from './session';

/** The account's language as the server saved it; its schema loads with the answer (no zod up front). */
const savedLanguage = () => import('#contracts/auth').then((m) => m.languageRequest);

/**
 * The language the app shows and the way to change it: the switch remembers the choice on this
 * browser and, for a signed-in user, on the account (its emails and invoices follow it).
 */
export function useLanguage(): [Language, (language: Language) => Promise<void>] {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const queryClient = useQueryClient();
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  const change = useCallback(
    async (next: Language) => {
      await switchLanguage(next, { remember: true });
      setDirection(directionOf(next));
      if (readSession()) {
        await apiSend('PUT', '/account/language', savedLanguage, { language: next }).catch(
          () => undefined,
        );
      }
      // The server's answers name the catalog in the reader's language (decision 0059): once
      // the account has the new one, read again what is on screen.
      await queryClient.invalidateQueries();
    },
    [setDirection, queryClient],
  );
  return [language, change];
}

/**
 * After a login: a browser whose user never chose a language takes the account's; one that
 * chose keeps its choice and tells the account.
 */
export async function adoptAccountLanguage(accountLanguage: Language): Promise<void> {
  const chosen = chosenLanguage();
  if (chosen === null) {
    rememberAccountLanguage(accountLanguage);
    await switchLanguage(accountLanguage, { remember: false });
  } else if (chosen !== accountLanguage) {
    await apiSend('PUT', '/account/language', savedLanguage, { language: chosen }).catch(
      () => undefined,
    );
  }
}
