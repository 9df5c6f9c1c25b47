/** Counting and printing for `npm test`: pure functions, unit-tested in tests/unit/test-report.test.ts. */

export type StageResult = {
  name: string
  passed: number
  failed: number
  skipped: number
  durationMs: number
  /** Why a stage failed without test counts, or was not run. */
  note?: string
}

export type Counts = Pick<StageResult, 'passed' | 'failed' | 'skipped'> & { note?: string }

export const stageNames = ['lint', 'unit', 'integration', 'postgres', 'e2e'] as const
export type StageName = (typeof stageNames)[number]

export type TestArgs = {
  only: Set<StageName>
  /** Handed to Vitest or Playwright when exactly one test stage is selected. */
  passThrough: string[]
  keepTmp: boolean
}

export function parseTestArgs(argv: string[]): TestArgs {
  const only = new Set<StageName>()
  const passThrough: string[] = []
  let keepTmp = false
  const addOnly = (value: string | undefined) => {
    for (const name of (value ?? '').split(',').filter(Boolean)) {
      if (!stageNames.includes(name as StageName)) {
        throw new Error(`Unknown stage "${name}" for --only; choose from ${stageNames.join(', ')}`)
      }
      only.add(name as StageName)
    }
    if (!value) throw new Error(`--only needs a stage: ${stageNames.join(', ')}`)
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--only') addOnly(argv[++i])
    else if (arg.startsWith('--only=')) addOnly(arg.slice('--only='.length))
    else if (arg === '--keep-tmp') keepTmp = true
    else if (arg === '--') continue
    else passThrough.push(arg)
  }
  const testStages = [...only].filter((name) => name !== 'lint')
  if (passThrough.length > 0 && testStages.length !== 1) {
    throw new Error(
      `Extra arguments (${passThrough.join(' ')}) need exactly one of --only unit|integration|e2e to go to`,
    )
  }
  return { only: only.size > 0 ? only : new Set(stageNames), passThrough, keepTmp }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0
}

/**
 * Vitest's JSON reporter (Jest's format). A file that fails to load has status "failed" and no failed
 * assertions: it counts as one failure. A non-zero exit with nothing failed (an unhandled error, a crash)
 * counts as one failure too, so that a broken run can never look green.
 */
export function countVitest(report: unknown, exitCode: number | null): Counts {
  if (!isRecord(report) || !Array.isArray(report.testResults)) {
    return { passed: 0, failed: 1, skipped: 0, note: `no JSON report (exit code ${exitCode})` }
  }
  let failed = num(report.numFailedTests)
  const notes: string[] = []
  for (const file of report.testResults) {
    if (!isRecord(file) || file.status !== 'failed') continue
    const assertions = Array.isArray(file.assertionResults) ? file.assertionResults : []
    if (!assertions.some((a) => isRecord(a) && a.status === 'failed')) {
      failed += 1
      notes.push(`${String(file.name)} failed to run`)
    }
  }
  if (exitCode !== 0 && failed === 0) {
    failed = 1
    notes.push(`Vitest exited with code ${exitCode} although no test failed (unhandled error?)`)
  }
  return {
    passed: num(report.numPassedTests),
    failed,
    skipped: num(report.numPendingTests) + num(report.numTodoTests),
    ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
  }
}

/**
 * Playwright's JSON reporter. Flaky tests passed on a retry and count as passed; errors outside tests
 * (config, global setup, a worker crash) count one failure each.
 */
export function countPlaywright(report: unknown, exitCode: number | null): Counts {
  if (!isRecord(report) || !isRecord(report.stats)) {
    return { passed: 0, failed: 1, skipped: 0, note: `no JSON report (exit code ${exitCode})` }
  }
  const { stats } = report
  const errors = Array.isArray(report.errors) ? report.errors : []
  let failed = num(stats.unexpected) + errors.length
  const notes: string[] = []
  if (errors.length > 0) notes.push(`${errors.length} error(s) outside tests`)
  if (num(stats.flaky) > 0) notes.push(`${num(stats.flaky)} flaky`)
  if (exitCode !== 0 && failed === 0) {
    failed = 1
    notes.push(`Playwright exited with code ${exitCode} although no test failed`)
  }
  return {
    passed: num(stats.expected) + num(stats.flaky),
    failed,
    skipped: num(stats.skipped),
    ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
  }
}

export function formatDuration(ms: number): string {
  const seconds = ms / 1000
  if (seconds < 60) return `${seconds.toFixed(1)} s`
  const minutes = Math.floor(seconds / 60)
  return `${minutes} min ${Math.round(seconds - minutes * 60)} s`
}

export function totals(results: StageResult[]): { passed: number; failed: number } {
  return results.reduce(
    (sum, result) => ({ passed: sum.passed + result.passed, failed: sum.failed + result.failed }),
    { passed: 0, failed: 0 },
  )
}

/** The closing report; its last line is always `N passed, N failed`. */
export function formatSummary(results: StageResult[], totalMs: number): string {
  const width = Math.max(...results.map((r) => r.name.length), 5)
  const lines = results.map((result) => {
    const mark = result.failed > 0 ? '✘' : '✔'
    const counts = [`${result.passed} passed`, `${result.failed} failed`]
    if (result.skipped > 0) counts.push(`${result.skipped} skipped`)
    const note = result.note ? `  (${result.note})` : ''
    return `  ${mark} ${result.name.padEnd(width)}  ${counts.join(', ').padEnd(34)} ${formatDuration(result.durationMs).padStart(10)}${note}`
  })
  const { passed, failed } = totals(results)
  return [
    'Summary',
    ...lines,
    `Total duration: ${formatDuration(totalMs)}`,
    `${passed} passed, ${failed} failed`,
  ].join('\n')
}
