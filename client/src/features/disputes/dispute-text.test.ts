import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '#locales/en/index';
import { ur } from '#locales/ur/index';
import { authorName, reasonText } from './dispute-text';

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

describe('authorName', () => {
  it('isolates the party’s name inside the sentence, so an Urdu name keeps "(provider)" after it', async () => {
    await i18next.changeLanguage('en');
    const names = { client: 'Ayesha Khan', provider: 'عثمان طارق', self: 'clients' as const };
    expect(authorName('serviceproviders', names)).toBe('\u2068عثمان طارق\u2069 (provider)');
    expect(authorName('clients', { ...names, self: undefined })).toBe(
      '\u2068Ayesha Khan\u2069 (client)',
    );
    expect(authorName('clients', names)).toBe('You');
    await i18next.changeLanguage('ur');
  });
});
