import { describe, expect, it } from 'vitest'

import {
  countPlaywright,
  countVitest,
  formatDuration,
  formatSummary,
  parseTestArgs,
  type StageResult,
} from '../../scripts/test/report'

const vitestReport = (overrides: Record<string, unknown> = {}) => ({
  numTotalTests: 4,
  numPassedTests: 2,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 0,
  success: false,
  testResults: [
    {
      name: '/repo/app/lib/format.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        {
          ancestorTitles: ['formatPrice'],
          fullName: 'formatPrice formats euros',
          title: 'formats euros',
          status: 'passed',
          failureMessages: [],
          location: { line: 6, column: 3 },
        },
        {
          ancestorTitles: ['formatNights', 'in German'],
          fullName: 'formatNights in German formats nights',
          title: 'formats nights',
          status: 'failed',
          failureMessages: [
            "AssertionError: expected '1 Nächte' to be '1 Nacht' // Object.is equality\n    at /repo/app/lib/format.test.ts:14:40\n    at file:///repo/node_modules/@vitest/runner/dist/chunk-hooks.js:155:11",
          ],
          location: { line: 13, column: 5 },
        },
        { ancestorTitles: [], title: 'later', status: 'skipped', failureMessages: [] },
      ],
    },
    { name: '/repo/app/lib/url.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }] },
  ],
  ...overrides,
})

describe('countVitest', () => {
  it('counts passed, failed and skipped tests from the JSON report', () => {
    expect(countVitest(vitestReport(), 1)).toMatchObject({ passed: 2, failed: 1, skipped: 1 })
  })

  it('counts a file that failed to load as a failure of its own', () => {
    const report = vitestReport()
    report.testResults.push({
      name: '/repo/trpc/broken.test.ts',
      status: 'failed',
      message: "Cannot find module './gone' imported from '/repo/trpc/broken.test.ts'",
      assertionResults: [],
    })
    const counts = countVitest(report, 1, '/repo')
    expect(counts.failed).toBe(2)
    expect(counts.note).toContain('broken.test.ts failed to run')
    expect(counts.failures).toContain(
      "trpc/broken.test.ts › (failed to run) — Cannot find module './gone' imported from '/repo/trpc/broken.test.ts'",
    )
  })

  it('names each failed test by file, line and full name, with the first line of its error', () => {
    expect(countVitest(vitestReport(), 1, '/repo').failures).toEqual([
      "app/lib/format.test.ts:13 › formatNights › in German › formats nights — AssertionError: expected '1 Nächte' to be '1 Nacht' // Object.is equality",
    ])
    expect(countVitest(vitestReport({ numFailedTests: 0, testResults: [] }), 0).failures).toBeUndefined()
  })

  it('never reports a green run when Vitest exited with an error', () => {
    const report = vitestReport({ numFailedTests: 0, testResults: [] })
    expect(countVitest(report, 1)).toMatchObject({ passed: 2, failed: 1 })
    expect(countVitest(report, 0)).toMatchObject({ passed: 2, failed: 0 })
  })

  it('counts a missing or unreadable report as one failure', () => {
    expect(countVitest(undefined, 1)).toMatchObject({ passed: 0, failed: 1 })
    expect(countVitest({ unexpected: true }, 0)).toMatchObject({ passed: 0, failed: 1 })
  })
})

/** A result as Playwright's JSON reporter writes it (stdout, attachments and steps left out). */
const attempt = (status: string, retry: number, message?: string) => ({
  workerIndex: retry,
  status,
  duration: 1200,
  retry,
  ...(message ? { error: { message, location: { file: '/repo/tests/e2e/home.spec.ts', line: 20 } } } : {}),
})

const playwrightReport = {
  config: { rootDir: '/repo/tests/e2e', projects: [{ name: 'js-on' }, { name: 'js-off' }] },
  suites: [
    {
      title: 'home.spec.ts',
      file: 'home.spec.ts',
      line: 0,
      column: 0,
      specs: [
        {
          title: 'shows the footer',
          ok: true,
          file: 'home.spec.ts',
          line: 5,
          column: 5,
          tests: [
            { projectName: 'js-on', status: 'expected', results: [attempt('passed', 0)] },
            { projectName: 'js-off', status: 'expected', results: [attempt('passed', 0)] },
          ],
        },
      ],
      suites: [
        {
          title: 'Start page',
          file: 'home.spec.ts',
          line: 9,
          column: 6,
          specs: [
            {
              title: 'lists the teasers',
              ok: false,
              file: 'home.spec.ts',
              line: 18,
              column: 7,
              tests: [
                {
                  projectName: 'js-on',
                  status: 'flaky',
                  results: [attempt('failed', 0, 'Error: flaky once'), attempt('passed', 1)],
                },
                {
                  projectName: 'js-off',
                  status: 'unexpected',
                  results: [
                    attempt('failed', 0, 'Error: first try'),
                    attempt(
                      'failed',
                      1,
                      "Error: \u001b[2mexpect(\u001b[22m\u001b[31mlocator\u001b[39m\u001b[2m).\u001b[22mtoBeVisible\u001b[2m()\u001b[22m failed\n\nLocator: getByRole('heading', { name: 'Angebote' })",
                    ),
                  ],
                },
              ],
            },
            {
              title: 'opens a hotel',
              ok: false,
              file: 'home.spec.ts',
              line: 30,
              column: 7,
              tests: [
                {
                  projectName: 'js-on',
                  status: 'unexpected',
                  results: [attempt('timedOut', 0, 'Test timeout of 30000ms exceeded.')],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  errors: [{ message: 'Error: No tests found in tests/e2e/gone.spec.ts\nMore detail' }],
  stats: { expected: 1, unexpected: 2, flaky: 1, skipped: 0, duration: 1234 },
}

describe('countPlaywright', () => {
  const stats = { expected: 5, unexpected: 1, flaky: 1, skipped: 2, duration: 1234 }

  it('names each test that failed in the end with its project, file, line and titles', () => {
    const counts = countPlaywright(playwrightReport, 1, '/repo')
    expect(counts).toMatchObject({ passed: 2, failed: 3 })
    expect(counts.failures).toEqual([
      '[js-off] tests/e2e/home.spec.ts:18 › Start page › lists the teasers — Error: expect(locator).toBeVisible() failed',
      '[js-on] tests/e2e/home.spec.ts:30 › Start page › opens a hotel — Test timeout of 30000ms exceeded.',
      '(outside tests) — Error: No tests found in tests/e2e/gone.spec.ts',
    ])
  })

  it('counts flaky tests as passed and unexpected ones as failed', () => {
    expect(countPlaywright({ stats, errors: [] }, 1)).toEqual({
      passed: 6,
      failed: 1,
      skipped: 2,
      note: '1 flaky',
    })
  })

  it('counts errors outside tests, e.g. a broken config, as failures', () => {
    const report = { stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 }, errors: [{ message: 'x' }] }
    expect(countPlaywright(report, 1)).toMatchObject({ passed: 0, failed: 1 })
  })

  it('counts a non-zero exit without failures (e.g. no tests found) as one failure', () => {
    const report = { stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 }, errors: [] }
    expect(countPlaywright(report, 1)).toMatchObject({ failed: 1 })
    expect(countPlaywright(undefined, 1)).toMatchObject({ failed: 1 })
  })
})

describe('parseTestArgs', () => {
  it('runs every stage by default', () => {
    expect([...parseTestArgs([]).only]).toEqual(['lint', 'unit', 'integration', 'postgres', 'e2e'])
  })

  it('accepts --only in both spellings, repeated or comma-separated', () => {
    expect([...parseTestArgs(['--only', 'unit']).only]).toEqual(['unit'])
    expect([...parseTestArgs(['--only=lint,unit']).only]).toEqual(['lint', 'unit'])
    expect([...parseTestArgs(['--only', 'lint', '--only', 'e2e']).only]).toEqual(['lint', 'e2e'])
  })

  it('passes further arguments on only when one test stage is chosen', () => {
    expect(parseTestArgs(['--only', 'e2e', '--', '--grep', 'Start']).passThrough).toEqual(['--grep', 'Start'])
    expect(() => parseTestArgs(['--grep', 'Start'])).toThrow(/exactly one/)
    expect(() => parseTestArgs(['--only', 'unit,e2e', 'x.test.ts'])).toThrow(/exactly one/)
  })

  it('rejects unknown stages', () => {
    expect(() => parseTestArgs(['--only', 'smoke'])).toThrow(/Unknown stage "smoke"/)
    expect(() => parseTestArgs(['--only'])).toThrow(/needs a stage/)
  })
})

describe('formatSummary', () => {
  const results: StageResult[] = [
    { name: 'ESLint', passed: 1, failed: 0, skipped: 0, durationMs: 4_200 },
    { name: 'Vitest unit', passed: 40, failed: 2, skipped: 1, durationMs: 3_000 },
    { name: 'Playwright', passed: 0, failed: 1, skipped: 0, durationMs: 0, note: 'not run: no Directus' },
  ]

  it('ends with exactly one line of totals over all tests and checks', () => {
    const lines = formatSummary(results, 125_000).split('\n')
    expect(lines.at(-1)).toBe('41 passed, 3 failed')
    expect(lines.at(-2)).toBe('Total duration: 2 min 5 s')
    expect(lines.filter((line) => /^\d+ passed, \d+ failed$/.test(line))).toHaveLength(1)
  })

  it('marks failed stages and shows why a stage did not run', () => {
    const text = formatSummary(results, 1_000)
    expect(text).toMatch(/✔ ESLint/)
    expect(text).toMatch(/✘ Vitest unit\s+40 passed, 2 failed, 1 skipped/)
    expect(text).toContain('(not run: no Directus)')
  })

  it('names the failed tests by stage right above the totals, where a log tail shows them', () => {
    const failing: StageResult[] = [
      { ...results[0]!, failures: [] },
      { ...results[1]!, failures: ['app/lib/format.test.ts:13 › formatNights › formats nights'] },
      {
        name: 'Playwright',
        passed: 10,
        failed: 1,
        skipped: 0,
        durationMs: 60_000,
        failures: ['[js-off] tests/e2e/home.spec.ts:18 › Start page › lists the teasers'],
      },
    ]
    const lines = formatSummary(failing, 1_000).split('\n')
    expect(lines.slice(-6)).toEqual([
      'Total duration: 1.0 s',
      'Failed in Vitest unit:',
      '  app/lib/format.test.ts:13 › formatNights › formats nights',
      'Failed in Playwright:',
      '  [js-off] tests/e2e/home.spec.ts:18 › Start page › lists the teasers',
      '51 passed, 3 failed',
    ])
  })

  it('lists at most 20 lines of failures and counts the rest', () => {
    const many = (stage: string, count: number): StageResult => ({
      name: stage,
      passed: 0,
      failed: count,
      skipped: 0,
      durationMs: 0,
      failures: Array.from({ length: count }, (_, i) => `${stage} test ${i + 1}`),
    })
    const lines = formatSummary([many('Vitest unit', 15), many('Playwright', 15)], 0).split('\n')
    const list = lines.slice(lines.indexOf('Total duration: 0.0 s') + 1, -1)
    expect(list).toHaveLength(20)
    expect(list[0]).toBe('Failed in Vitest unit:')
    expect(list[16]).toBe('Failed in Playwright:')
    expect(list.at(-2)).toBe('  Playwright test 2')
    expect(list.at(-1)).toBe('… and 13 more failed (see the output above)')
    expect(lines.at(-1)).toBe('0 passed, 30 failed')

    const exactly = formatSummary([many('Vitest unit', 19)], 0).split('\n')
    expect(exactly.at(-2)).toBe('  Vitest unit test 19')
  })

  it('formats durations for people', () => {
    expect(formatDuration(870)).toBe('0.9 s')
    expect(formatDuration(61_400)).toBe('1 min 1 s')
  })
})
