import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '#locales/en/index';
import { ur } from '#locales/ur/index';
import { reasonText } from './dispute-text';

beforeAll(async () => {
  await i18next.init({
    resources: { en: { translation: en }, ur: { translation: ur } },
    lng: 'ur',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
});

describe('reasonText', () => {
  it('keeps a party’s own words, and says the admin’s stale-order closing in the reader’s language', () => {
    expect(reasonText({ opened_by: 'clients', reason: 'The tap still drips' })).toBe(
      'The tap still drips',
    );
    const stale = {
      opened_by: 'admin' as const,
      reason: 'Not completed 30 days after it was accepted.',
    };
    expect(reasonText(stale)).toBe(ur.disputes.thread.staleReason);
  });
});
