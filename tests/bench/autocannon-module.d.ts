// The part of `autocannon` (8.x, ships no types) that tests/bench/load.ts uses.
declare module 'autocannon' {
  interface RawRequest {
    method?: string
    path?: string
    headers?: Record<string, string>
  }

  export interface Result {
    requests: { average: number; total: number }
    latency: { p50: number; p99: number }
    non2xx: number
    /** answers per HTTP status, e.g. { '200': { count: 290 }, '503': { count: 8 } } */
    statusCodeStats: Record<string, { count: number }>
    errors: number
    timeouts: number
  }

  export default function autocannon(options: {
    url: string
    connections: number
    duration: number
    headers?: Record<string, string>
    requests?: Array<{ setupRequest: (request: RawRequest) => RawRequest }>
  }): Promise<Result>
}
