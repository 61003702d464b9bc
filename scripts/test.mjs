#!/usr/bin/env node
// `npm test` after setup: types, lint, unit + component tests (Vitest), the component tests again on
// React 18 (vitest.react18.config.ts), browser end-to-end tests
// (Playwright), Latch's size budget (bench/src/budget.ts, with the root's own install), the packaging
// checks (packaging/main.ts: publint, are-the-types-wrong, a consumer app on the packed tarballs), then
// one closing line with the totals.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

const root = join(import.meta.dirname, '..')
const reports = mkdtempSync(join(tmpdir(), 'latch-test-'))
const vitestJson = join(reports, 'vitest.json')
const react18Json = join(reports, 'vitest-react18.json')
const playwrightJson = join(reports, 'playwright.json')
const budgetJson = join(reports, 'budget.json')
const packagingJson = join(reports, 'packaging.json')

// A step that hangs (a child process that never exits) fails after this long instead of eating the CI's
// whole time with nothing printed; coreutils' timeout signals the step's whole process group.
const STEP_TIMEOUT_MINUTES = 25

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`)
  const result = spawnSync('timeout', ['--kill-after=30s', `${STEP_TIMEOUT_MINUTES}m`, command, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  if (result.status === 124 || result.status === 137) {
    console.log(`✖ ${name}: stopped after ${STEP_TIMEOUT_MINUTES} minutes`)
  }
  return result.status === 0
}

const results = {
  typecheck: step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']),
  lint: step('lint', 'npx', ['biome', 'ci', '.']),
  // the API reference and the guides, checked as `npm run docs` builds them: any TypeDoc warning fails
  docs: step('docs build (TypeDoc; warnings fail)', 'npx', [
    'typedoc',
    '--emit',
    'none',
    '--treatWarningsAsErrors',
  ]),
  vitest: step('unit and component tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]),
  react18: step('component tests again on React 18 (compat/react18)', 'npx', [
    'vitest',
    'run',
    '-c',
    'vitest.react18.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${react18Json}`,
  ]),
  e2e: step(
    'end-to-end tests in Chromium',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    },
  ),
  budget: step('size budget (Latch over its react + react-dom + viem baseline)', 'npx', [
    'tsx',
    'bench/src/budget.ts',
    '--report',
    budgetJson,
  ]),
  packaging: step('packaging (publint, are-the-types-wrong, a consumer app on the packed tarballs)', 'npx', [
    'tsx',
    'packaging/main.ts',
    '--report',
    packagingJson,
  ]),
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

function failedTestNames() {
  const names = []
  for (const [label, report] of [
    ['vitest', vitest],
    ['vitest (React 18)', react18],
  ]) {
    for (const file of report?.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'failed') names.push(`${label}: ${relative(root, file.name)} › ${test.fullName}`)
      }
    }
  }
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) names.push(`playwright: ${file ?? suite.file}:${spec.line} › ${spec.title}`)
    }
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file)
  }
  for (const suite of playwright?.suites ?? []) walk(suite)
  return names
}

let passed = 0
let failed = 0
const vitest = readJson(vitestJson)
const react18 = readJson(react18Json)
for (const report of [vitest, react18]) {
  if (!report) continue
  passed += report.numPassedTests
  failed += report.numFailedTests
}
const playwright = readJson(playwrightJson)
if (playwright?.stats) {
  passed += playwright.stats.expected + (playwright.stats.flaky ?? 0)
  failed += playwright.stats.unexpected
}
// Each budget and each packaging check is one check: counted like a test.
const countChecks = (checks) => {
  if (!Array.isArray(checks)) return 'no report'
  const ok = checks.filter((check) => check.ok).length
  passed += ok
  failed += checks.length - ok
  return `${ok} of ${checks.length} passed`
}
const budget = countChecks(readJson(budgetJson))
const packaging = countChecks(readJson(packagingJson))
const failedSteps = Object.entries(results)
  .filter(([, ok]) => !ok)
  .map(([name]) => name)
console.log(
  `\nvitest: ${vitest ? `${vitest.numPassedTests} passed` : 'no report'}; on React 18: ${react18 ? `${react18.numPassedTests} passed` : 'no report'}; playwright: ${playwright?.stats ? `${playwright.stats.expected} passed` : 'no report'}; size budget: ${budget}; packaging: ${packaging}`,
)
// The closing lines name each failed test, so the last screen of a long log says what broke.
for (const name of failedTestNames()) console.log(`✖ ${name}`)
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join(', ')}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failedSteps.length === 0 && passed > 0 ? 0 : 1)
