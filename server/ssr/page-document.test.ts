import { describe, expect, it } from 'vitest';
import { pageDocument } from './page-document';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="template description" />
    <title>ServiceHub</title>
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('a page made from the app’s index.html', () => {
  it('says its language and direction, and its head replaces the template’s title and description', () => {
    const html = pageDocument(TEMPLATE, { language: 'ur', headTags: '<title>صفحہ</title>' });
    expect(html).toContain('<html lang="ur" dir="rtl" data-mantine-color-scheme="light">');
    expect(html).toContain('<title>صفحہ</title>');
    expect(html).not.toContain('<title>ServiceHub</title>');
    expect(html).not.toContain('template description');
    expect(html).toContain('<div id="root"></div>');
  });

  it('keeps the template’s title when it has no head of its own', () => {
    expect(pageDocument(TEMPLATE, { language: 'en', headTags: '' })).toContain(
      '<title>ServiceHub</title>',
    );
  });

  it('holds the rendered page in #root, its hoisted preloads in the head, and its data as JSON that cannot close its element', () => {
    const html = pageDocument(TEMPLATE, {
      language: 'en',
      headTags: '',
      rendered: {
        html: '<link rel="preload" as="image" href="/images/a.png"/><main>page</main>',
        data: { text: '</script><script>alert(1)</script>\u2028' },
        dataElementId: 'page-data',
      },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/images/a.png"/>');
    expect(html).toContain('<div id="root"><main>page</main></div>');
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
    expect(data?.[1]).not.toContain('<');
    expect(JSON.parse(data?.[1] ?? '')).toEqual({
      text: '</script><script>alert(1)</script>\u2028',
    });
  });

  it('puts a page and a head holding `$&` as they are, not as replacement patterns', () => {
    const html = pageDocument(TEMPLATE, {
      language: 'en',
      headTags: '<title>A $& B</title>',
      rendered: { html: '<p>$& $1</p>', data: { a: '$&' }, dataElementId: 'page-data' },
    });
    expect(html).toContain('<div id="root"><p>$& $1</p></div>');
    expect(html).toContain('<title>A $& B</title>');
  });
});
