import { describe, expect, it } from 'vitest';
import { blocksOf } from './page-text';

describe('blocksOf', () => {
  it('reads headings, paragraphs joined across lines, and lists', () => {
    const body = 'Intro line one\nline two\n\n## Accounts\n- first\n- second\n\nAfter <b>all</b>';
    expect(blocksOf(body)).toEqual([
      { kind: 'paragraph', text: 'Intro line one line two' },
      { kind: 'heading', text: 'Accounts' },
      { kind: 'list', items: ['first', 'second'] },
      { kind: 'paragraph', text: 'After <b>all</b>' },
    ]);
  });

  it('starts a new list after a paragraph between two lists', () => {
    expect(blocksOf('- a\ntext\n- b')).toEqual([
      { kind: 'list', items: ['a'] },
      { kind: 'paragraph', text: 'text' },
      { kind: 'list', items: ['b'] },
    ]);
  });
});
