/**
 * One load run of `npm run bench`, in a process of its own so that the load generator does not share the
 * harness's event loop: autocannon against one URL repeated, or against a stream of distinct URLs
 * (tests/bench/traffic.ts). Reads its job as JSON from stdin; prints the line `measuring` when the
 * warm-up is over (the harness reads the servers' CPU time then) and autocannon's result as JSON last.
 */
import autocannon from 'autocannon'

import { variedPaths, type Stream, type StreamUse, type TrafficData } from './traffic'

export interface LoadJob {
  origin: string
  /** one path, repeated */
  path?: string | undefined
  /** or a stream of distinct paths */
  varied?: { stream: Stream; use: StreamUse; data: TrafficData; offset?: number } | undefined
  headers: Record<string, string>
  connections: number
  duration: number
  /** seconds of load before the measured run, thrown away */
  warmup: number
}

function run(job: LoadJob, duration: number, next: (() => string) | undefined) {
  return autocannon({
    url: job.origin + (job.path ?? '/'),
    connections: job.connections,
    duration,
    headers: job.headers,
    ...(next ? { requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }] } : {}),
  })
}

let input = ''
for await (const chunk of process.stdin) input += String(chunk)
const job = JSON.parse(input) as LoadJob
const paths = job.varied
  ? variedPaths(job.varied.data, job.varied.stream, job.varied.use, job.varied.offset)
  : undefined
const next = paths ? () => paths.next().value as string : undefined
if (job.warmup > 0) await run(job, job.warmup, next)
process.stdout.write('measuring\n')
const result = await run(job, job.duration, next)
process.stdout.write(`${JSON.stringify(result)}\n`)
