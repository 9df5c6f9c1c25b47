import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  createLoadingProgress,
  estimateProgress,
  loadingBarDefaults,
  type LoadingState,
} from './loading-progress'

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(0)
})
afterEach(() => vi.useRealTimers())

function setup() {
  const states: LoadingState[] = []
  const frame = (callback: () => void) => {
    const id = setTimeout(callback, 16)
    return () => clearTimeout(id)
  }
  const bar = createLoadingProgress({ requestFrame: frame, onChange: (state) => states.push(state) })
  return { bar, states }
}

describe('loadingBarDefaults', () => {
  it('matches the spec', () => {
    expect(loadingBarDefaults).toEqual({
      throttle: 200,
      duration: 2000,
      hideDelay: 500,
      resetDelay: 400,
      height: 3,
    })
  })
})

describe('estimateProgress', () => {
  it('starts at 0, reaches 50 after half the duration and stays below 100', () => {
    expect(estimateProgress(2000, 0)).toBe(0)
    expect(estimateProgress(2000, 1000)).toBeCloseTo(50, 10)
    expect(estimateProgress(2000, 2000)).toBeCloseTo(70.48, 2)
    expect(estimateProgress(2000, 60_000)).toBeLessThan(100)
  })
})

describe('createLoadingProgress', () => {
  it('stays hidden during the 200 ms throttle', () => {
    const { bar } = setup()
    bar.start()
    vi.advanceTimersByTime(199)
    expect(bar.getState().visible).toBe(false)
    vi.advanceTimersByTime(1)
    expect(bar.getState().visible).toBe(true)
  })

  it('never shows a load that finishes within the throttle', () => {
    const { bar, states } = setup()
    bar.start()
    vi.advanceTimersByTime(150)
    bar.finish()
    vi.advanceTimersByTime(5000)
    expect(states.some((state) => state.visible)).toBe(false)
    expect(bar.getState()).toEqual({ progress: 0, visible: false, error: false })
  })

  it('rises with the estimate over the 2000 ms duration', () => {
    const { bar } = setup()
    bar.start()
    vi.advanceTimersByTime(1000)
    const half = bar.getState().progress
    expect(half).toBeGreaterThan(estimateProgress(2000, 1000 - 20))
    expect(half).toBeLessThanOrEqual(50)
    vi.advanceTimersByTime(1000)
    expect(bar.getState().progress).toBeGreaterThan(estimateProgress(2000, 2000 - 20))
    expect(bar.getState().progress).toBeLessThanOrEqual(estimateProgress(2000, 2000))
  })

  it('jumps to 100 on finish, hides after 500 ms and resets 400 ms later', () => {
    const { bar } = setup()
    bar.start()
    vi.advanceTimersByTime(1000)
    bar.finish()
    expect(bar.getState()).toEqual({ progress: 100, visible: true, error: false })
    vi.advanceTimersByTime(499)
    expect(bar.getState().visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(bar.getState()).toEqual({ progress: 100, visible: false, error: false })
    vi.advanceTimersByTime(399)
    expect(bar.getState().progress).toBe(100)
    vi.advanceTimersByTime(1)
    expect(bar.getState().progress).toBe(0)
  })

  it('finishes on error and marks it until reset', () => {
    const { bar } = setup()
    bar.start()
    vi.advanceTimersByTime(300)
    bar.finish({ error: true })
    expect(bar.getState()).toEqual({ progress: 100, visible: true, error: true })
    vi.advanceTimersByTime(900)
    expect(bar.getState()).toEqual({ progress: 0, visible: false, error: false })
  })

  it('ignores finish when nothing is loading and start while loading', () => {
    const { bar, states } = setup()
    bar.finish()
    expect(states).toHaveLength(0)
    bar.start()
    vi.advanceTimersByTime(1000)
    const progress = bar.getState().progress
    bar.start()
    expect(bar.getState().progress).toBe(progress)
  })

  it('a new start cancels a pending hide and reset', () => {
    const { bar } = setup()
    bar.start()
    vi.advanceTimersByTime(300)
    bar.finish()
    bar.start()
    vi.advanceTimersByTime(600)
    expect(bar.getState().visible).toBe(true)
    expect(bar.getState().progress).toBeLessThan(100)
  })

  it('honours custom timings', () => {
    const bar = createLoadingProgress({ throttle: 0, hideDelay: 10, resetDelay: 10 })
    bar.start()
    expect(bar.getState().visible).toBe(true)
    bar.finish()
    vi.advanceTimersByTime(20)
    expect(bar.getState()).toEqual({ progress: 0, visible: false, error: false })
  })
})
