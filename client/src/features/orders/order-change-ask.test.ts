import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TextKey } from '#locales/catalog';
import { en } from '#locales/en/index';
import { ur } from '#locales/ur/index';
import { askFor } from './order-change-ask';

beforeAll(async () => {
  await i18next.init({
    resources: { en: { translation: en }, ur: { translation: ur } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
});

const text = (lng: 'en' | 'ur', key: TextKey) =>
  i18next.t(key, { lng, name: 'Leak Repair' }).replace(/<\/?strong>/g, '');

describe('askFor: the Complete confirmation', () => {
  it('tells the client that they themselves can rate the order, in English and Urdu', () => {
    const ask = askFor('complete', 'client');
    expect(text('en', ask.text)).toContain('and you can rate it.');
    expect(text('en', ask.text)).not.toContain('the client');
    // "آپ ... درجہ بندی کر سکیں گے": you will be able to rate it; never "the client" (کلائنٹ).
    expect(text('ur', ask.text)).toContain('آپ اس کی درجہ بندی کر سکیں گے');
    expect(text('ur', ask.text)).not.toContain('کلائنٹ');
  });

  it('tells the provider that the client can rate it', () => {
    const ask = askFor('complete', 'provider');
    expect(text('en', ask.text)).toContain('the client can rate it');
    expect(text('ur', ask.text)).toContain('کلائنٹ');
  });
});
