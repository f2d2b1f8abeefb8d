import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { FeedRequest } from '#contracts/requests';
import { en } from '#locales/en/index';
import { ur } from '#locales/ur/index';
import { FeedRequestCard } from './feed-request-card';

const request = (repeat_jobs: number): FeedRequest => ({
  request_id: 7,
  client_id: 3,
  client_name: 'Ayesha Khan',
  city: 'Lahore',
  city_name: 'Lahore',
  service_id: 1,
  service_name: 'Leak repair',
  description: 'The kitchen tap drips',
  address: 'Gulberg',
  request_date: '2026-11-20T09:00:00.000Z',
  image: null,
  direct: true,
  repeat_jobs,
  when: null,
  outside_hours: false,
});

async function textOf(lng: 'en' | 'ur', repeatJobs: number): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { translation: en }, ur: { translation: ur } },
    lng,
    interpolation: { escapeValue: false },
  });
  const card = createElement(FeedRequestCard, {
    request: request(repeatJobs),
    opening: false,
    busy: false,
    onMessage: () => {},
    onViewAttachment: () => {},
  });
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(MantineProvider, null, createElement(I18nextProvider, { i18n }, card)),
    ),
  )
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('the feed card marks a repeat client (decision 0081)', () => {
  it('with the number of this job, in English and Urdu', async () => {
    expect(await textOf('en', 2)).toContain('Repeat client · job no. 3 with you');
    expect(await textOf('ur', 2)).toContain('پرانا گاہک · آپ کے ساتھ کام نمبر 3');
  });

  it('not for a first-time client', async () => {
    expect(await textOf('en', 0)).not.toContain('Repeat client');
  });
});
