/** Loading bar timings and size (spec §9). */
export const loadingBarDefaults = {
  throttle: 200,
  duration: 2000,
  hideDelay: 500,
  resetDelay: 400,
  height: 3,
} as const

/** Rises quickly at first and approaches 100 without reaching it: 50 after half of `duration`, about 70 at its end. */
export function estimateProgress(duration: number, elapsed: number): number {
  const completion = (elapsed / duration) * 100
  return (2 / Math.PI) * 100 * Math.atan(completion / 50)
}

export interface LoadingState {
  progress: number
  visible: boolean
  error: boolean
}

export interface LoadingProgressOptions {
  throttle?: number
  duration?: number
  hideDelay?: number
  resetDelay?: number
  estimate?: (duration: number, elapsed: number) => number
  now?: () => number
  /** Schedules the next progress step; requestAnimationFrame in the browser. */
  requestFrame?: (callback: () => void) => () => void
  onChange?: (state: LoadingState) => void
}

const FRAME_FALLBACK_MS = 16

function defaultRequestFrame(callback: () => void): () => void {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(callback)
    return () => cancelAnimationFrame(id)
  }
  const id = setTimeout(callback, FRAME_FALLBACK_MS)
  return () => clearTimeout(id)
}

/**
 * The loading bar's state machine. `start` shows the bar after `throttle` ms (short loads never show it),
 * progress follows `estimate` over `duration`; `finish` jumps to 100, hides after `hideDelay` and sets
 * progress back to 0 `resetDelay` ms later.
 */
export function createLoadingProgress(options: LoadingProgressOptions = {}) {
  const {
    throttle = loadingBarDefaults.throttle,
    duration = loadingBarDefaults.duration,
    hideDelay = loadingBarDefaults.hideDelay,
    resetDelay = loadingBarDefaults.resetDelay,
    estimate = estimateProgress,
    now = () => Date.now(),
    requestFrame = defaultRequestFrame,
    onChange = () => {},
  } = options

  let state: LoadingState = { progress: 0, visible: false, error: false }
  let loading = false
  let startedAt = 0
  let throttleTimer: ReturnType<typeof setTimeout> | undefined
  let hideTimer: ReturnType<typeof setTimeout> | undefined
  let resetTimer: ReturnType<typeof setTimeout> | undefined
  let cancelFrame: (() => void) | undefined

  function set(next: Partial<LoadingState>) {
    state = { ...state, ...next }
    onChange(state)
  }

  function clearTimers() {
    clearTimeout(throttleTimer)
    clearTimeout(hideTimer)
    clearTimeout(resetTimer)
    cancelFrame?.()
    throttleTimer = hideTimer = resetTimer = cancelFrame = undefined
  }

  function step() {
    if (!loading) return
    set({ progress: Math.min(100, estimate(duration, now() - startedAt)) })
    cancelFrame = requestFrame(step)
  }

  function show() {
    set({ visible: true })
    step()
  }

  return {
    getState: () => state,
    isLoading: () => loading,
    start() {
      if (loading) return
      clearTimers()
      loading = true
      startedAt = now()
      set({ progress: 0, error: false })
      if (throttle > 0) throttleTimer = setTimeout(show, throttle)
      else show()
    },
    finish({ error = false }: { error?: boolean } = {}) {
      if (!loading) return
      loading = false
      clearTimers()
      // Finished within the throttle: the bar was never shown and stays hidden.
      if (!state.visible) {
        set({ progress: 0, error: false })
        return
      }
      set({ progress: 100, visible: true, error })
      hideTimer = setTimeout(() => {
        set({ visible: false })
        resetTimer = setTimeout(() => set({ progress: 0, error: false }), resetDelay)
      }, hideDelay)
    },
    clear() {
      loading = false
      clearTimers()
      set({ progress: 0, visible: false, error: false })
    },
  }
}
