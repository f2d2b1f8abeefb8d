import { describe, expect, it } from 'vitest';
import { APP_ICONS } from '#contracts/app-files';
import { OPEN_URL_MESSAGE, sameOriginPath } from '#lib/open-url-message';
import { notificationOf, openInApp, type WindowClients } from './push';

const origin = 'https://app.example';
const payload = { title: 'New job', body: 'Plumbing in Lahore', url: '/Requests', tag: 'job-7' };

describe('a push message', () => {
  it('shows its title and body, tagged, renotifying, opening its url, with the app icon and badge', () => {
    expect(notificationOf(JSON.stringify(payload), origin)).toEqual({
      title: 'New job',
      options: {
        body: 'Plumbing in Lahore',
        tag: 'job-7',
        renotify: true,
        data: { url: '/Requests' },
        icon: APP_ICONS.any192,
        badge: APP_ICONS.badge,
        lang: 'en',
        dir: 'ltr',
      },
    });
  });

  it('is shown right to left in Urdu when its title is Urdu, whatever the body quotes', () => {
    const urdu = { ...payload, title: 'نیا کام', body: 'Plumbing' };
    expect(notificationOf(JSON.stringify(urdu), origin)?.options).toMatchObject({
      lang: 'ur',
      dir: 'rtl',
    });
    const quoting = { ...payload, body: 'سلام' };
    expect(notificationOf(JSON.stringify(quoting), origin)?.options.dir).toBe('ltr');
  });

  it.each([
    ['no data', undefined],
    ['text that is no JSON', 'hello'],
    ['JSON that is no object', '42'],
    ['a missing field', JSON.stringify({ ...payload, tag: undefined })],
    ['a field of the wrong type', JSON.stringify({ ...payload, title: 7 })],
    ['a url that is no path', JSON.stringify({ ...payload, url: 'https://evil.example/' })],
  ])('with %s shows nothing', (_case, text) => {
    expect(notificationOf(text, origin)).toBeNull();
  });

  it('opens the home page for a url that leaves the site (a protocol-relative one)', () => {
    const leaving = { ...payload, url: '//evil.example/phish' };
    expect(notificationOf(JSON.stringify(leaving), origin)?.options.data).toEqual({ url: '/' });
    expect(sameOriginPath('/Requests?x=1#top', origin)).toBe('/Requests?x=1#top');
    expect(sameOriginPath(undefined, origin)).toBe('/');
  });
});

type FakeWindow = {
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
  controlled: boolean;
  went: string[];
  told: unknown[];
  focusedByClick: boolean;
};

function fakeClients(windows: Partial<FakeWindow>[]) {
  const made: FakeWindow[] = windows.map((w) => ({
    url: `${origin}/`,
    focused: false,
    visibilityState: 'hidden',
    controlled: true,
    went: [],
    told: [],
    focusedByClick: false,
    ...w,
  }));
  const opened: string[] = [];
  const clients: WindowClients = {
    matchAll: async () =>
      made.map((w) => ({
        url: w.url,
        focused: w.focused,
        visibilityState: w.visibilityState,
        focus: async () => {
          w.focusedByClick = true;
          return {} as WindowClient;
        },
        // Only a window this worker controls can be navigated by it.
        navigate: async (url: string) => {
          if (!w.controlled) throw new TypeError('not controlled');
          w.went.push(url);
          return {} as WindowClient;
        },
        postMessage: (message: unknown) => {
          w.told.push(message);
        },
      })),
    openWindow: async (url: string) => {
      opened.push(url);
      return null;
    },
  };
  return { clients, made, opened };
}

describe("a notification's click", () => {
  it("brings the app's focused window forward and shows the page there", async () => {
    const { clients, made, opened } = fakeClients([
      { visibilityState: 'visible' },
      { focused: true, visibilityState: 'visible' },
    ]);
    await openInApp(clients, '/Clientchat?room=5', origin);
    expect(made.map((w) => w.went)).toEqual([[], [`${origin}/Clientchat?room=5`]]);
    expect(made[1]?.focusedByClick).toBe(true);
    expect(opened).toEqual([]);
  });

  it("opens a window when the app has none (another site's window does not count)", async () => {
    const { clients, made, opened } = fakeClients([
      { url: 'https://other.example/', focused: true },
    ]);
    await openInApp(clients, '/Requests', origin);
    expect(opened).toEqual([`${origin}/Requests`]);
    expect(made[0]?.went).toEqual([]);
  });

  it('tells a window it does not control to go there itself', async () => {
    const { clients, made } = fakeClients([{ controlled: false }]);
    await openInApp(clients, '/Requests', origin);
    expect(made[0]?.told).toEqual([{ type: OPEN_URL_MESSAGE, url: '/Requests' }]);
  });
});
