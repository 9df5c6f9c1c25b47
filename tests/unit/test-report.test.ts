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
      assertionResults: [
        { title: 'formats euros', status: 'passed' },
        { title: 'formats nights', status: 'failed' },
        { title: 'later', status: 'skipped' },
      ],
    },
    { name: '/repo/app/lib/url.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }] },
  ],
  ...overrides,
})

describe('countVitest', () => {
  it('counts passed, failed and skipped tests from the JSON report', () => {
    expect(countVitest(vitestReport(), 1)).toEqual({ passed: 2, failed: 1, skipped: 1 })
  })

  it('counts a file that failed to load as a failure of its own', () => {
    const report = vitestReport()
    report.testResults.push({ name: '/repo/trpc/broken.test.ts', status: 'failed', assertionResults: [] })
    const counts = countVitest(report, 1)
    expect(counts.failed).toBe(2)
    expect(counts.note).toContain('broken.test.ts failed to run')
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

describe('countPlaywright', () => {
  const stats = { expected: 5, unexpected: 1, flaky: 1, skipped: 2, duration: 1234 }

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

  it('formats durations for people', () => {
    expect(formatDuration(870)).toBe('0.9 s')
    expect(formatDuration(61_400)).toBe('1 min 1 s')
  })
})
