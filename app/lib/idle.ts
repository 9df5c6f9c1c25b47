/** How long an idle task may wait at most when the browser never becomes idle. */
export const IDLE_TIMEOUT_MS = 3000

type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> &
  Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>

/**
 * Runs `callback` once the browser is idle after the first paint (and hydration), at the latest after
 * `timeout` ms; a timer where `requestIdleCallback` is missing (Safari). Nothing on the server. Returns a
 * cancel function, for effects.
 */
export function onIdle(
  callback: () => void,
  {
    timeout = IDLE_TIMEOUT_MS,
    win = typeof window === 'undefined' ? undefined : (window as IdleWindow),
  } = {},
): () => void {
  if (!win) return () => {}
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const id = win.requestIdleCallback(() => callback(), { timeout })
    return () => win.cancelIdleCallback!(id)
  }
  const id = win.setTimeout(callback, 200)
  return () => win.clearTimeout(id)
}

/**
 * Runs `callback` in the task after the browser's first frame: work that can wait for the page to be
 * painted (loading and hydrating the islands) leaves the first paint to the HTML, styles and images. A
 * page opened in a background tab runs it once it is shown.
 */
export function afterNextPaint(
  callback: () => void,
  win: Pick<Window, 'requestAnimationFrame' | 'setTimeout'> = window,
) {
  win.requestAnimationFrame(() => win.setTimeout(callback, 0))
}
