/** Counting and printing for `npm test`: pure functions, unit-tested in tests/unit/test-report.test.ts. */
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'

export type StageResult = {
  name: string
  passed: number
  failed: number
  skipped: number
  durationMs: number
  /** Why a stage failed without test counts, or was not run. */
  note?: string
  /** One line per failed test (where, which, why), for the closing summary. */
  failures?: string[]
}

export type Counts = Pick<StageResult, 'passed' | 'failed' | 'skipped' | 'note' | 'failures'>

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

/** The first line of an error message, without terminal colours, short enough for one summary line. */
function reason(message: unknown): string {
  if (typeof message !== 'string') return ''
  const line = stripVTControlCharacters(message).trim().split('\n')[0]!.trim()
  return line.length > 100 ? `${line.slice(0, 99)}…` : line
}

function failureLine(where: string, titles: string[], message: unknown): string {
  const why = reason(message)
  return `${[where, ...titles].join(' › ')}${why ? ` — ${why}` : ''}`
}

/** A report's absolute path, relative to the checkout when it lies inside. */
function shortPath(file: string, root: string | undefined): string {
  if (!root || !path.isAbsolute(file)) return file
  const relative = path.relative(root, file)
  return relative.startsWith('..') ? file : relative
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

function location(value: unknown): string {
  return isRecord(value) && typeof value.line === 'number' ? `:${value.line}` : ''
}

/**
 * Vitest's JSON reporter (Jest's format; `location` only with --includeTaskLocation). A file that fails to
 * load has status "failed" and no failed assertions: it counts as one failure. A non-zero exit with
 * nothing failed (an unhandled error, a crash) counts as one failure too, so that a broken run can never
 * look green. Paths in `failures` are relative to `root`.
 */
export function countVitest(report: unknown, exitCode: number | null, root?: string): Counts {
  if (!isRecord(report) || !Array.isArray(report.testResults)) {
    return { passed: 0, failed: 1, skipped: 0, note: `no JSON report (exit code ${exitCode})` }
  }
  let failed = num(report.numFailedTests)
  const notes: string[] = []
  const failures: string[] = []
  for (const file of report.testResults) {
    if (!isRecord(file)) continue
    const name = shortPath(String(file.name), root)
    const assertions = Array.isArray(file.assertionResults) ? file.assertionResults : []
    for (const test of assertions) {
      if (!isRecord(test) || test.status !== 'failed') continue
      const titles = [...strings(test.ancestorTitles), String(test.title)]
      failures.push(
        failureLine(`${name}${location(test.location)}`, titles, strings(test.failureMessages)[0]),
      )
    }
    if (file.status !== 'failed') continue
    if (!assertions.some((a) => isRecord(a) && a.status === 'failed')) {
      failed += 1
      notes.push(`${String(file.name)} failed to run`)
      failures.push(failureLine(name, ['(failed to run)'], file.message))
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
    ...(failures.length > 0 ? { failures } : {}),
  }
}

/** Every test that failed in the end (status "unexpected"; flaky ones passed on a retry), with its project. */
function playwrightFailures(suites: unknown, rootDir: string, root: string | undefined): string[] {
  if (!Array.isArray(suites)) return []
  const failures: string[] = []
  const visit = (suite: unknown, describes: string[]) => {
    if (!isRecord(suite)) return
    for (const spec of Array.isArray(suite.specs) ? suite.specs : []) {
      if (!isRecord(spec)) continue
      const file = shortPath(path.resolve(rootDir, String(spec.file)), root)
      for (const test of Array.isArray(spec.tests) ? spec.tests : []) {
        if (!isRecord(test) || test.status !== 'unexpected') continue
        const results = Array.isArray(test.results) ? test.results : []
        const last: unknown = results.at(-1)
        const error = isRecord(last) && isRecord(last.error) ? last.error.message : undefined
        const where = `[${String(test.projectName)}] ${file}${location(spec)}`
        failures.push(failureLine(where, [...describes, String(spec.title)], error))
      }
    }
    for (const child of Array.isArray(suite.suites) ? suite.suites : []) {
      if (isRecord(child)) visit(child, [...describes, String(child.title)])
    }
  }
  // The top-level suites are the files; their titles are the file names already shown.
  for (const file of suites) visit(file, [])
  return failures
}

/**
 * Playwright's JSON reporter. Flaky tests passed on a retry and count as passed; errors outside tests
 * (config, global setup, a worker crash) count one failure each. Paths in `failures` are relative to
 * `root`.
 */
export function countPlaywright(report: unknown, exitCode: number | null, root?: string): Counts {
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
  const rootDir =
    isRecord(report.config) && typeof report.config.rootDir === 'string' ? report.config.rootDir : ''
  const failures = [
    ...playwrightFailures(report.suites, rootDir, root),
    ...errors.map((error) => failureLine('(outside tests)', [], isRecord(error) ? error.message : undefined)),
  ]
  return {
    passed: num(stats.expected) + num(stats.flaky),
    failed,
    skipped: num(stats.skipped),
    ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
    ...(failures.length > 0 ? { failures } : {}),
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

/** The most lines the list of failed tests takes in the summary, headings and the "more" line included. */
const MAX_FAILURE_LINES = 20

/**
 * The failed tests by stage, for a CI log that shows only its tail. Cut to MAX_FAILURE_LINES; what is cut
 * is counted, and is in the output above.
 */
function formatFailures(results: StageResult[]): string[] {
  const total = results.reduce((sum, result) => sum + (result.failures?.length ?? 0), 0)
  const lines: string[] = []
  let shown = 0
  stages: for (const result of results) {
    for (const [index, failure] of (result.failures ?? []).entries()) {
      const heading = index === 0 ? 1 : 0
      const more = shown + 1 < total ? 1 : 0
      if (lines.length + heading + 1 + more > MAX_FAILURE_LINES) break stages
      if (heading) lines.push(`Failed in ${result.name}:`)
      lines.push(`  ${failure}`)
      shown += 1
    }
  }
  if (shown < total) lines.push(`… and ${total - shown} more failed (see the output above)`)
  return lines
}

/**
 * The closing report: stages, total duration, the failed tests, and as its last line always
 * `N passed, N failed`.
 */
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
    ...formatFailures(results),
    `${passed} passed, ${failed} failed`,
  ].join('\n')
}
