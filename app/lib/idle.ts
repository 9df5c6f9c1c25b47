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
