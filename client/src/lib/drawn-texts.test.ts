import { describe, expect, it, vi } from 'vitest';

const fresh = async () => {
  vi.resetModules();
  return import('./drawn-texts');
};

describe('texts a page was drawn with (decision 0115)', () => {
  it('are recorded by the server while it draws, and only then', async () => {
    const { drawnText, recordDrawnTexts } = await fresh();
    drawnText('count', 'en-PK', 1, () => 'before');
    const recording = recordDrawnTexts();
    drawnText('count', 'en-PK', 2500, () => '2,500');
    drawnText('count', 'ur-PK', 2500, () => '۲٬۵۰۰');
    drawnText('count', 'en-PK', 2500, () => '2,500');
    const texts = recording.stop();
    drawnText('count', 'en-PK', 3, () => 'after');
    expect(texts).toEqual({ 'count|en-PK|2500': '2,500', 'count|ur-PK|2500': '۲٬۵۰۰' });
  });

  it('go to the page being drawn when an earlier recording ends during it', async () => {
    const { drawnText, recordDrawnTexts } = await fresh();
    const earlier = recordDrawnTexts();
    const current = recordDrawnTexts();
    expect(earlier.stop()).toEqual({});
    drawnText('day', 'en-PK', '2026-03-12', () => '12 Mar 2026');
    expect(current.stop()).toEqual({ 'day|en-PK|2026-03-12': '12 Mar 2026' });
  });

  it('keep an amount of -0 apart from 0', async () => {
    const { drawnText, recordDrawnTexts } = await fresh();
    const recording = recordDrawnTexts();
    drawnText('money PKR', 'en-PK', 0, () => 'Rs 0.00');
    drawnText('money PKR', 'en-PK', -0, () => '-Rs 0.00');
    expect(recording.stop()).toEqual({
      'money PKR|en-PK|0': 'Rs 0.00',
      'money PKR|en-PK|-0': '-Rs 0.00',
    });
  });

  it('are drawn again as they came in the browser, without formatting; anything else is formatted', async () => {
    const { drawnText, seedDrawnTexts } = await fresh();
    seedDrawnTexts({ 'day|en-PK|2026-03-12': '12 Mar 2026', 'day|en-PK|bad': 7 as never });
    const make = vi.fn(() => 'made');
    expect(drawnText('day', 'en-PK', '2026-03-12', make)).toBe('12 Mar 2026');
    expect(make).not.toHaveBeenCalled();
    // Another locale, another way, a value the page lacks, or a text that is not one.
    expect(drawnText('day', 'ur-PK', '2026-03-12', make)).toBe('made');
    expect(drawnText('month', 'en-PK', '2026-03-12', make)).toBe('made');
    expect(drawnText('day', 'en-PK', '2026-03-13', make)).toBe('made');
    expect(drawnText('day', 'en-PK', 'bad', make)).toBe('made');
    expect(make).toHaveBeenCalledTimes(4);
  });

  it('take a page without texts (rendered before they were sent) as no texts', async () => {
    const { drawnText, seedDrawnTexts } = await fresh();
    seedDrawnTexts(undefined);
    expect(drawnText('count', 'en-PK', 5, () => '5')).toBe('5');
  });
});
