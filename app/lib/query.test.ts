import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createQueryClient } from './query'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const MINUTE = 60_000

/** The moments (ms after the first) at which a query that always fails is attempted. */
async function attemptTimes(retries?: number): Promise<number[]> {
  const start = Date.now()
  const times: number[] = []
  const run = vi.fn(async () => {
    times.push(Date.now() - start)
    throw new Error('down')
  })
  const client = createQueryClient(retries === undefined ? {} : { retries })
  const result = client.fetchQuery(['hotel', 1], run).catch((error: unknown) => error)
  await vi.advanceTimersByTimeAsync(10 * MINUTE)
  await expect(result).resolves.toEqual(new Error('down'))
  return times
}

describe('fetchQuery', () => {
  it('retries up to 3 times with 1 s, 2 s and 4 s between attempts', async () => {
    const run = vi.fn(async () => {
      throw new Error('down')
    })
    const client = createQueryClient()
    const result = client.fetchQuery(['hotel', 1], run).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(run).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(run).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(4000)
    expect(run).toHaveBeenCalledTimes(4)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(run).toHaveBeenCalledTimes(4)
    await expect(result).resolves.toEqual(new Error('down'))
  })

  it('resolves once a retry succeeds', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('blip')).mockResolvedValue('ok')
    const result = createQueryClient().fetchQuery(['a'], run)
    await vi.advanceTimersByTimeAsync(1000)
    await expect(result).resolves.toBe('ok')
  })

  it('does not retry errors that shouldRetry refuses', async () => {
    const run = vi.fn().mockRejectedValue(new Error('not found'))
    const client = createQueryClient({ shouldRetry: () => false })
    await expect(client.fetchQuery(['a'], run)).rejects.toThrow('not found')
    expect(run).toHaveBeenCalledOnce()
  })

  it('shares one request between simultaneous callers', async () => {
    const run = vi.fn(async () => 'data')
    const client = createQueryClient()
    const [a, b] = await Promise.all([client.fetchQuery(['k'], run), client.fetchQuery(['k'], run)])
    expect([a, b]).toEqual(['data', 'data'])
    expect(run).toHaveBeenCalledOnce()
  })

  it('serves fresh data from memory within staleTime', async () => {
    const run = vi.fn(async () => 'data')
    const client = createQueryClient()
    await client.fetchQuery(['k'], run)
    await client.fetchQuery(['k'], run, { staleTime: 10_000 })
    expect(run).toHaveBeenCalledOnce()
    await client.fetchQuery(['k'], run)
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('backs off from 1 s, doubling, and never waits more than 30 s between attempts', async () => {
    expect(await attemptTimes()).toEqual([0, 1000, 3000, 7000])
    const times = await attemptTimes(7)
    const waits = times.slice(1).map((time, i) => time - times[i]!)
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000])
  })

  it('keeps data while it is read and drops it 5 minutes after its last use', async () => {
    const client = createQueryClient()
    await client.fetchQuery(['k'], async () => 'data')
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1)
    expect(client.getQueryData(['k'])).toBe('data')
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1)
    expect(client.getQueryData(['k'])).toBe('data')
    await vi.advanceTimersByTimeAsync(5 * MINUTE)
    expect(client.getQueryData(['k'])).toBeUndefined()
    expect(client.size()).toBe(0)
  })

  it('invalidates by key prefix', async () => {
    const client = createQueryClient()
    await client.fetchQuery(['hotel', 1], async () => 1)
    await client.fetchQuery(['hotels', 1], async () => 2)
    client.invalidate(['hotel'])
    expect(client.getQueryData(['hotel', 1])).toBeUndefined()
    expect(client.getQueryData(['hotels', 1])).toBe(2)
  })
})

describe('mutate', () => {
  it('never retries and reports the error', async () => {
    const onMutationError = vi.fn()
    const run = vi.fn().mockRejectedValue(new Error('conflict'))
    const client = createQueryClient({ onMutationError })
    await expect(client.mutate(run)).rejects.toThrow('conflict')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(run).toHaveBeenCalledOnce()
    expect(onMutationError).toHaveBeenCalledWith(new Error('conflict'))
  })

  it('returns the result', async () => {
    await expect(createQueryClient().mutate(async () => 42)).resolves.toBe(42)
  })
})
