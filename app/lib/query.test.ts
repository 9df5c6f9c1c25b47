import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createQueryClient, QUERY_GC_TIME_MS, QUERY_RETRIES, retryDelay } from './query'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('retryDelay', () => {
  it('starts at 1 s and doubles', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000])
  })

  it('is capped at 30 s', () => {
    expect(retryDelay(5)).toBe(30_000)
    expect(retryDelay(20)).toBe(30_000)
  })
})

describe('constants', () => {
  it('retry 3 times and collect garbage after 5 minutes', () => {
    expect(QUERY_RETRIES).toBe(3)
    expect(QUERY_GC_TIME_MS).toBe(300_000)
  })
})

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

  it('drops unused data after 5 minutes', async () => {
    const client = createQueryClient()
    await client.fetchQuery(['k'], async () => 'data')
    await vi.advanceTimersByTimeAsync(QUERY_GC_TIME_MS - 1)
    expect(client.getQueryData(['k'])).toBe('data')
    await vi.advanceTimersByTimeAsync(QUERY_GC_TIME_MS - 1)
    expect(client.getQueryData(['k'])).toBe('data')
    await vi.advanceTimersByTimeAsync(QUERY_GC_TIME_MS)
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
