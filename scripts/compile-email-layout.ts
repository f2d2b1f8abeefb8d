// Compiles the email layout (server/lib/email-layout/layout-source.ts, MJML) into the HTML the
// server fills (compiled-layouts.ts), once per language. MJML takes ~0.3 s to load, so the
// server never loads it (decision 0060). Run after changing the layout:
//   npx tsx scripts/compile-email-layout.ts
// server/lib/email-layout/compiled-layouts.test.ts fails while the compiled file is stale.

import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import mjml2html from 'mjml';
import { LANGUAGES, type Language } from '../locales/languages';
import { layoutSource } from '../server/lib/email-layout/layout-source';

export const COMPILED_FILE = fileURLToPath(
  new URL('../server/lib/email-layout/compiled-layouts.ts', import.meta.url),
);

export async function compileLayouts(): Promise<Record<Language, string>> {
  const out = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    // No web fonts: the layout's stacks name fonts phones have (MJML would add Google's).
    const { html, errors } = await mjml2html(layoutSource(language), {
      validationLevel: 'strict',
      fonts: {},
    });
    if (errors.length > 0) {
      throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
    }
    out[language] = html;
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const layouts = await compileLayouts();
  const body = Object.entries(layouts)
    .map(([language, html]) => `  ${language}: ${JSON.stringify(html)},`)
    .join('\n');
  writeFileSync(
    COMPILED_FILE,
    `// Made by scripts/compile-email-layout.ts from layout-source.ts: do not edit.\nimport type { Language } from '#locales/languages';\n\nexport const compiledLayouts: Record<Language, string> = {\n${body}\n};\n`,
  );
  execFileSync('npx', ['biome', 'format', '--write', COMPILED_FILE], { stdio: 'inherit' });
  console.log(`wrote ${COMPILED_FILE}`);
}
