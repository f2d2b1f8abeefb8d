import { checkPage } from './support/page-check';
import { expect, type Page, type TestInfo, test } from './support/test';

const FAULTY_PAGE = `<!doctype html><html lang="en"><head><title>Faults</title></head><body><main>
  <h1>Faults</h1>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <p style="color:#ccc;background:#fff">faint</p>
  <iframe title="inner" srcdoc='<!doctype html><html lang="en"><head><title>Inner</title></head><body><button></button></body></html>'></iframe>
</main></body></html>`;

const CLOSED_FRAME_PAGE = `<!doctype html><html lang="en"><head><title>Closed</title></head><body><main>
  <h1>Closed</h1>
  <iframe title="closed" sandbox srcdoc='<!doctype html><html lang="en"><head><title>In</title></head><body><p>hidden</p></body></html>'></iframe>
</main></body></html>`;

/**
 * The page check's failure on a page served at the app's address, without the app's headers
 * (whose policy would refuse the inline style); undefined when the check passed.
 */
async function checkFailure(page: Page, testInfo: TestInfo, name: string, body: string) {
  await page.route(`**/${name}`, (route) => route.fulfill({ contentType: 'text/html', body }));
  await page.goto(`/${name}`);
  return checkPage(page, testInfo, name).then(
    () => undefined,
    (err: Error) => err.message,
  );
}

/**
 * The page check every journey relies on fails a page that breaks WCAG 2 A/AA: an image
 * without a text alternative, grey text on white too faint to read, and an unnamed button inside
 * a frame of the page's origin (decision 0114: axe runs in the page and reaches its frames
 * itself).
 */
test('the page check fails a page with serious accessibility faults, in a frame too', async ({
  page,
}, testInfo) => {
  const failure = await checkFailure(page, testInfo, 'faulty-page', FAULTY_PAGE);
  expect(failure).toContain('accessibility violations on faulty-page');
  expect(failure).toContain('image-alt');
  expect(failure).toContain('color-contrast');
  expect(failure).toContain('button-name');
});

/**
 * A frame whose axe cannot answer the page's (a sandboxed frame has an origin of its own) fails
 * the check by name, where the scan would otherwise pass without it.
 */
test('the page check fails a page with a frame it could not scan', async ({ page }, testInfo) => {
  const failure = await checkFailure(page, testInfo, 'closed-frame', CLOSED_FRAME_PAGE);
  expect(failure).toContain('frames the accessibility scan left out on closed-frame');
});
