import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { keepScrollPosition, throttle } from './preview-scroll'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function frameWindow({ framed = true, stored = {} as Record<string, string> } = {}) {
  const listeners: Array<() => void> = []
  const top = {}
  const win = {
    self: {},
    top: framed ? top : undefined,
    scrollY: 0,
    scrollTo: vi.fn((_x: number, y: number) => void (win.scrollY = y)),
    addEventListener: (_type: string, listener: () => void) => void listeners.push(listener),
    removeEventListener: vi.fn(),
    sessionStorage: {
      getItem: (key: string) => stored[key] ?? null,
      setItem: vi.fn((key: string, value: string) => void (stored[key] = value)),
    },
  }
  if (!framed) win.top = win.self
  const scrollTo = (y: number) => {
    win.scrollY = y
    for (const listener of listeners) listener()
  }
  return { win: win as unknown as Window, raw: win, stored, scrollTo }
}

describe('throttle', () => {
  it('runs at once, then at most once per interval, and never drops the last call', () => {
    const fn = vi.fn()
    const throttled = throttle(fn, 300)
    throttled()
    throttled()
    throttled()
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(299)
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(2)
  })
})

describe('keepScrollPosition', () => {
  it('saves the position in a frame at most every 300 ms, the last one included', () => {
    const { win, raw, stored, scrollTo } = frameWindow()
    keepScrollPosition('/ostsee?preview', win)
    scrollTo(100)
    scrollTo(200)
    scrollTo(250)
    expect(raw.sessionStorage.setItem).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(299)
    expect(raw.sessionStorage.setItem).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(raw.sessionStorage.setItem).toHaveBeenCalledTimes(2)
    // the page loaded again in the frame (the editor saved): back where the editor was, not elsewhere
    const reloaded = frameWindow({ stored })
    keepScrollPosition('/ostsee?preview', reloaded.win)
    expect(reloaded.raw.scrollTo).toHaveBeenCalledWith(0, 250)
    const other = frameWindow({ stored })
    keepScrollPosition('/?preview', other.win)
    expect(other.raw.scrollTo).not.toHaveBeenCalled()
  })

  it('restores the saved position when the page loads again', () => {
    const { win, raw } = frameWindow({ stored: { 'preview-scroll:/?preview': '640' } })
    keepScrollPosition('/?preview', win)
    expect(raw.scrollTo).toHaveBeenCalledWith(0, 640)
  })

  it('does nothing outside a frame', () => {
    const { win, raw, scrollTo } = frameWindow({
      framed: false,
      stored: { 'preview-scroll:/?preview': '640' },
    })
    keepScrollPosition('/?preview', win)
    scrollTo(100)
    expect(raw.scrollTo).not.toHaveBeenCalled()
    expect(raw.sessionStorage.setItem).not.toHaveBeenCalled()
  })
})
