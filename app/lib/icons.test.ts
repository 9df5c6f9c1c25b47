import { afterEach, describe, expect, it, vi } from 'vitest'

import { createIconLoader, IconLoadError, parseIconName, pickIcon } from './icons'

const body = '<path d="M0 0h24v24H0z"/>'

function iconSet(name: string, extra: object = {}) {
  return new Response(
    JSON.stringify({ prefix: 'lucide', icons: { [name]: { body } }, width: 24, height: 24, ...extra }),
  )
}

/** A fetch that never answers but honours the abort signal, like a hanging server. */
function hangingFetch(url: string, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
  })
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('parseIconName', () => {
  it('reads prefix and name, defaulting to lucide', () => {
    expect(parseIconName('lucide:plane')).toEqual({ prefix: 'lucide', name: 'plane' })
    expect(parseIconName('circle-alert')).toEqual({ prefix: 'lucide', name: 'circle-alert' })
    expect(parseIconName('mdi:home')).toEqual({ prefix: 'mdi', name: 'home' })
  })

  it.each(['', 'lucide:', ':x', 'Plane', 'a/b', 'x?y=1'])('refuses %j', (value) =>
    expect(parseIconName(value)).toBeNull(),
  )
})

describe('pickIcon', () => {
  it('takes the set size when the icon has none, else 16', () => {
    expect(pickIcon({ icons: { x: { body } }, width: 24, height: 24 }, 'x')).toEqual({
      body,
      width: 24,
      height: 24,
    })
    expect(pickIcon({ icons: { x: { body, width: 32 } } }, 'x')).toEqual({ body, width: 32, height: 16 })
    expect(pickIcon({ icons: {} }, 'x')).toBeNull()
    expect(pickIcon('nope', 'x')).toBeNull()
  })
})

describe('createIconLoader', () => {
  it('loads from the local endpoint and keeps the result in memory', async () => {
    const fetchImpl = vi.fn(async (_url: string) => iconSet('x'))
    const loader = createIconLoader({ fetchImpl })
    await expect(loader.load('lucide:x')).resolves.toEqual({ body, width: 24, height: 24 })
    await loader.load('lucide:x')
    expect(fetchImpl).toHaveBeenCalledOnce()
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/api/icons?icons=x')
    expect(loader.peek('lucide:x')).toEqual({ body, width: 24, height: 24 })
  })

  it('shares one request between simultaneous loads', async () => {
    const fetchImpl = vi.fn(async (_url: string) => iconSet('x'))
    const loader = createIconLoader({ fetchImpl })
    await Promise.all([loader.load('x'), loader.load('x')])
    expect(fetchImpl).toHaveBeenCalledOnce()
  })

  it('falls back to the public service when the local endpoint does not have the icon', async () => {
    const fetchImpl = vi.fn(async (url: string) =>
      url.startsWith('/api/icons') ? iconSet('other') : iconSet('x'),
    )
    const loader = createIconLoader({ fetchImpl, fallbackBaseUrl: 'https://icons.example/' })
    await expect(loader.load('x')).resolves.toMatchObject({ body })
    expect(fetchImpl.mock.calls.map((call) => call[0])).toEqual([
      '/api/icons?icons=x',
      'https://icons.example/lucide.json?icons=x',
    ])
  })

  it('gives up on the local endpoint after 1500 ms', async () => {
    vi.useFakeTimers()
    const fetchImpl = vi.fn((url: string, init?: RequestInit) =>
      url.startsWith('/api/icons') ? hangingFetch(url, init) : Promise.resolve(iconSet('x')),
    )
    const loader = createIconLoader({ fetchImpl })
    const result = loader.load('x')
    await vi.advanceTimersByTimeAsync(1499)
    expect(fetchImpl).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).resolves.toMatchObject({ body })
    expect(fetchImpl.mock.calls[1]?.[0]).toBe('https://api.iconify.design/lucide.json?icons=x')
  })

  it('asks the public service directly for other sets', async () => {
    const fetchImpl = vi.fn(async (_url: string) => iconSet('home'))
    await createIconLoader({ fetchImpl }).load('mdi:home')
    expect(fetchImpl.mock.calls.map((call) => call[0])).toEqual([
      'https://api.iconify.design/mdi.json?icons=home',
    ])
  })

  it('warns "failed to load icon" and rejects with status 424 when both sources fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fetchImpl = vi.fn(async () => new Response('down', { status: 503 }))
    const loader = createIconLoader({ fetchImpl })
    const error = await loader.load('x').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(IconLoadError)
    expect(error).toMatchObject({ status: 424 })
    expect(warn).toHaveBeenCalledWith('failed to load icon', 'x')
    expect(loader.peek('x')).toBeUndefined()
  })

  it('tries again on a later load after a failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fetchImpl = vi
      .fn<(url: string) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(iconSet('x'))
    const loader = createIconLoader({ fetchImpl })
    await expect(loader.load('x')).rejects.toThrow('failed to load icon')
    await expect(loader.load('x')).resolves.toMatchObject({ body })
  })

  it('refuses a malformed name without a request', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fetchImpl = vi.fn()
    await expect(createIconLoader({ fetchImpl }).load('../x')).rejects.toBeInstanceOf(IconLoadError)
    expect(fetchImpl).not.toHaveBeenCalled()
  })
})
