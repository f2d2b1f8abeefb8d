// Prints each failed (or flaky) test of a CI run with the start of its error, from the JSON reports
// .ci/run asks for (Vitest's or Playwright's, told apart by their shape), and the server's
// error log lines from each failed journey pass's log:
//   node .ci/failures.mjs <report.json>... [--log <pass.log>]...
// Printed last, so the end of the run's output (all that some readers keep) names the cause.
import fs from 'node:fs';

const ERROR_LINES = 14;
const SERVER_LINES = 12;

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are what it removes
const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');

const head = (text, lines) =>
  plain(text)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, lines)
    .map((line) => `      ${line.slice(0, 220)}`)
    .join('\n');

function vitestFailures(report) {
  return report.testResults.flatMap((file) => {
    const failed = file.assertionResults.filter((t) => t.status === 'failed');
    // A file that failed to load has no failed test, only its own message.
    if (failed.length === 0 && file.status === 'failed' && file.message) {
      return [{ title: `${file.name} (the file)`, error: file.message }];
    }
    return failed.map((t) => ({
      title: `${file.name} > ${t.fullName}`,
      error: (t.failureMessages ?? []).join('\n'),
    }));
  });
}

/**
 * Journeys that failed, and those that failed and then passed on their retry (CI allows one,
 * decision 0085): a flaky one is named with its first error, never passed over in silence.
 */
function playwrightFailures(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failed = test.results.find((r) => r.status !== 'passed' && r.status !== 'skipped');
        const title = `[${test.projectName}] ${spec.file}:${spec.line} > ${[...titles, spec.title].join(' > ')}`;
        out.push({
          title: test.status === 'flaky' ? `${title} (FLAKY: passed on its retry)` : title,
          error: (failed?.errors ?? []).map((e) => e.message ?? e.value ?? '').join('\n'),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) out.push({ title: 'the run', error: error.message });
  return out;
}

const args = process.argv.slice(2);
const logs = [];
const reports = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--log') logs.push(args[++i]);
  else reports.push(args[i]);
}

let anyFailed = false;
for (const file of reports) {
  if (!fs.existsSync(file)) continue;
  let report;
  try {
    report = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    console.log(`${file}: not a readable report`);
    continue;
  }
  const failures = report.testResults ? vitestFailures(report) : playwrightFailures(report);
  if (failures.length === 0) continue;
  anyFailed = true;
  console.log(`=== ${failures.length} failed (or flaky) in ${file}`);
  for (const { title, error } of failures) {
    console.log(`  ✘ ${title}`);
    console.log(head(error, ERROR_LINES));
  }
}

// The journeys' server writes its warnings and errors (JSON lines) to the pass's log.
for (const file of anyFailed ? logs : []) {
  if (!fs.existsSync(file)) continue;
  const serverLines = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /"level":(40|50|60)/.test(line));
  if (serverLines.length === 0) continue;
  console.log(
    `=== the server's warnings and errors in ${file} (${serverLines.length}, the first ${SERVER_LINES})`,
  );
  console.log(head(serverLines.join('\n'), SERVER_LINES));
}
