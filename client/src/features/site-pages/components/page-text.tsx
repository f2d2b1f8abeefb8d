import { List, Stack, Text, Title } from '@mantine/core';

type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

/** Reads the pages' plain-text format: "## " a heading, "- " a list item, a blank line a break. */
export function blocksOf(body: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    const last = blocks.at(-1);
    if (line.startsWith('## ')) {
      endParagraph();
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
    } else if (line.startsWith('- ')) {
      const continuesList = last?.kind === 'list' && paragraph.length === 0;
      endParagraph();
      if (continuesList && last?.kind === 'list') last.items.push(line.slice(2).trim());
      else blocks.push({ kind: 'list', items: [line.slice(2).trim()] });
    } else if (line === '') {
      endParagraph();
      blocks.push({ kind: 'paragraph', text: '' });
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks.filter((b) => b.kind !== 'paragraph' || b.text !== '');
}

/**
 * A page's text as headings, paragraphs and lists; never as HTML. Each block takes the
 * direction of its own words (`dir="auto"`): an English text on an Urdu page still reads left
 * to right, and the other way round.
 */
export function PageText({ body, headingOrder = 2 }: { body: string; headingOrder?: 2 | 3 }) {
  return (
    <Stack gap="sm">
      {blocksOf(body).map((block, i) => {
        const key = `${i}-${block.kind}`;
        if (block.kind === 'heading') {
          return (
            <Title key={key} order={headingOrder} size="h4" mt="sm" dir="auto">
              {block.text}
            </Title>
          );
        }
        if (block.kind === 'list') {
          return (
            <List key={key} spacing={4} dir="auto">
              {block.items.map((item, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items of one fixed text
                <List.Item key={j}>{item}</List.Item>
              ))}
            </List>
          );
        }
        return (
          <Text key={key} style={{ overflowWrap: 'break-word' }} dir="auto">
            {block.text}
          </Text>
        );
      })}
    </Stack>
  );
}
