// Prints what a CI run ran, from the JSON reports .ci/run asks for:
//   node .ci/test-counts.mjs <vitest-pglite.json> <vitest-postgres.json> <e2e-pglite.json> <e2e-postgres.json>
// and what the same suite cost before decision 0041 (every vitest test on both engines, every
// journey at both widths on both), so that the two can be compared. A journey missing from
// one of the two passes is named (decision 0054: each runs once per pass).
import fs from 'node:fs';

const [vitestPglite, vitestPostgres, e2ePglite, e2ePostgres] = process.argv
  .slice(2)
  .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));

/** Vitest: each test's file and full name, with its outcome. */
const vitestTests = (report) =>
  report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      id: `${file.name} > ${test.fullName}`,
      status: test.status,
    })),
  );

/** Playwright's words for a test's outcome, in Vitest's. */
const PLAYWRIGHT_STATUS = {
  expected: 'passed',
  unexpected: 'failed',
  flaky: 'flaky',
  skipped: 'skipped',
};

/** Playwright: each test's file, title and project, with its last outcome. */
function playwrightTests(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        out.push({
          id: `${spec.file} > ${[...titles, spec.title].join(' > ')}`,
          project: test.projectName,
          status: PLAYWRIGHT_STATUS[test.status] ?? test.status,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  return out;
}

const tally = (tests) => {
  const by = {};
  for (const t of tests) by[t.status] = (by[t.status] ?? 0) + 1;
  return Object.entries(by)
    .map(([status, n]) => `${n} ${status}`)
    .join(', ');
};

const vp = vitestTests(vitestPglite);
const vq = vitestTests(vitestPostgres);
const ep = playwrightTests(e2ePglite);
const eq = playwrightTests(e2ePostgres);
const distinct = new Set(vp.map((t) => t.id));
const journeys = new Set([...ep, ...eq].map((t) => t.id));

console.log('Tests run');
console.log(`  vitest on PGlite (engine and once):   ${vp.length} (${tally(vp)})`);
console.log(`  vitest on PostgreSQL (engine only):   ${vq.length} (${tally(vq)})`);
console.log(`  e2e on PGlite, desktop, English:      ${ep.length} (${tally(ep)})`);
console.log(`  e2e on PostgreSQL, phone, Urdu:       ${eq.length} (${tally(eq)})`);
console.log(`  distinct: ${distinct.size} vitest tests, ${journeys.size} journeys`);
const missing = [...new Set(vq.map((t) => t.id))].filter((id) => !distinct.has(id));
if (missing.length) console.log(`  not in the PGlite pass (!): ${missing.join('; ')}`);
for (const [name, pass] of [
  ['PGlite', ep],
  ['PostgreSQL', eq],
]) {
  const ran = new Set(pass.map((t) => t.id));
  const absent = [...journeys].filter((id) => !ran.has(id));
  if (absent.length) console.log(`  journeys not in the ${name} pass (!): ${absent.join('; ')}`);
}
console.log(
  `  runs now: ${vp.length + vq.length} vitest + ${ep.length + eq.length} e2e; ` +
    `before 0041 the same suite was ${2 * vp.length} vitest + ${4 * journeys.size} e2e`,
);
