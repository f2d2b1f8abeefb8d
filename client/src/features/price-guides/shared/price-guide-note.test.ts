import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { PriceGuide } from '#contracts/price-guides';
import { en } from '#locales/en/index';
import { ur } from '#locales/ur/index';
import { PriceGuideNote } from './price-guide-note';

const guide: PriceGuide = { service_id: 1, city_id: 2, low: 1500, high: 2750, orders: 12 };

async function render(lng: 'en' | 'ur', note: ReactNode): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { translation: en }, ur: { translation: ur } },
    lng,
    interpolation: { escapeValue: false },
  });
  const html = renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(MantineProvider, null, createElement(I18nextProvider, { i18n }, note)),
    ),
  );
  // The words as read, without the markup.
  return html
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('PriceGuideNote', () => {
  it('says the range and what it rests on, in English', async () => {
    const text = await render('en', createElement(PriceGuideNote, { guide, city: 'Lahore' }));
    expect(text).toContain('Usually Rs 1,500.00 – Rs 2,750.00');
    expect(text).toContain('Middle half of 12 prices accepted in Lahore in the last 90 days');
    const short = await render('en', createElement(PriceGuideNote, { guide }));
    expect(short).toContain('from 12 orders in the last 90 days');
  });

  it('says it in Urdu, with the Urdu reader’s numerals', async () => {
    const low = new Intl.NumberFormat('ur-PK', {
      style: 'currency',
      currency: 'PKR',
      minimumFractionDigits: 2,
    })
      .format(1500)
      .replace(/\s/g, ' ');
    const text = await render('ur', createElement(PriceGuideNote, { guide, city: 'لاہور' }));
    expect(text).toContain(`عموماً ${low}`);
    expect(text).toContain('پچھلے 90 دنوں میں لاہور میں منظور شدہ 12 قیمتوں کا درمیانی آدھا حصہ');
    expect(text).not.toContain('Usually');
  });

  it('shows nothing without a guide (fewer than 5 orders)', async () => {
    expect(await render('en', createElement(PriceGuideNote, { guide: undefined }))).toBe('');
  });
});
