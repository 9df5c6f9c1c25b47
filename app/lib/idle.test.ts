import { afterEach, describe, expect, it, vi } from 'vitest'

import { IDLE_TIMEOUT_MS, onIdle } from './idle'

afterEach(() => {
  vi.useRealTimers()
})

describe('onIdle', () => {
  it('does nothing on the server', () => {
    const callback = vi.fn()
    const cancel = onIdle(callback, { win: undefined })
    cancel()
    expect(callback).not.toHaveBeenCalled()
  })

  it('waits for requestIdleCallback, with a time limit, and can be cancelled', () => {
    const requestIdleCallback = vi.fn((_run: IdleRequestCallback, _options?: IdleRequestOptions) => 7)
    const cancelIdleCallback = vi.fn()
    const callback = vi.fn()
    const win = { requestIdleCallback, cancelIdleCallback, setTimeout, clearTimeout } as unknown as Window
    const cancel = onIdle(callback, { win })
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS })
    requestIdleCallback.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 })
    expect(callback).toHaveBeenCalledTimes(1)
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })

  it('falls back to a timer without requestIdleCallback', () => {
    vi.useFakeTimers()
    const callback = vi.fn()
    const win = { setTimeout, clearTimeout } as unknown as Window
    onIdle(callback, { win })
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(200)
    expect(callback).toHaveBeenCalledTimes(1)

    const cancelled = vi.fn()
    onIdle(cancelled, { win })()
    vi.advanceTimersByTime(1000)
    expect(cancelled).not.toHaveBeenCalled()
  })
})
