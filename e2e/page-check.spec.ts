import { checkPage } from './support/page-check';
import { expect, test } from './support/test';

const FAULTY_PAGE = `<!doctype html><html lang="en"><head><title>Faults</title></head><body><main>
  <h1>Faults</h1>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <p style="color:#ccc;background:#fff">faint</p>
  <iframe title="inner" srcdoc='<!doctype html><html lang="en"><head><title>Inner</title></head><body><button></button></body></html>'></iframe>
</main></body></html>`;

/**
 * The page check every journey relies on fails a page that breaks WCAG 2 A/AA: an image
 * without a text alternative, grey text on white too faint to read, and an unnamed button inside
 * a frame of the page's origin (decision 0114: axe runs in the page and reaches its frames
 * itself). The page is served at the app's address, without the app's headers, whose policy
 * would refuse the inline style.
 */
test('the page check fails a page with serious accessibility faults, in a frame too', async ({
  page,
}, testInfo) => {
  await page.route('**/faulty-page', (route) =>
    route.fulfill({ contentType: 'text/html', body: FAULTY_PAGE }),
  );
  await page.goto('/faulty-page');
  const failure = await checkPage(page, testInfo, 'faulty-page').then(
    () => undefined,
    (err: Error) => err.message,
  );
  expect(failure).toContain('accessibility violations on faulty-page');
  expect(failure).toContain('image-alt');
  expect(failure).toContain('color-contrast');
  expect(failure).toContain('button-name');
});
