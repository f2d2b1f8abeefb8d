import { expect, it } from 'vitest';
import { compileLayouts } from '../../../scripts/compile-email-layout';
import { compiledLayouts } from './compiled-layouts';

it('the compiled layouts are those layout-source.ts makes (else: npx tsx scripts/compile-email-layout.ts)', async () => {
  expect(await compileLayouts()).toEqual(compiledLayouts);
});
