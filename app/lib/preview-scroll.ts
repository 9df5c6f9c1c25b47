// Spec §2: in preview inside a frame (the Data Studio's live preview or visual editor), the scroll position
// is saved, throttled to 300 ms, and restored when the page loads again (after a save the frame reloads).

const SCROLL_SAVE_THROTTLE_MS = 300

/** Runs `fn` at once, then at most once per `ms`; a call in between runs when the time is up. */
export function throttle(fn: () => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending = false
  const run = () => {
    fn()
    timer = setTimeout(() => {
      timer = undefined
      if (pending) {
        pending = false
        run()
      }
    }, ms)
  }
  const throttled = () => {
    if (timer === undefined) run()
    else pending = true
  }
  throttled.cancel = () => {
    clearTimeout(timer)
    timer = undefined
    pending = false
  }
  return throttled
}

type ScrollWindow = Pick<Window, 'scrollY' | 'scrollTo' | 'addEventListener' | 'removeEventListener'> & {
  self: unknown
  top: unknown
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>
}

/** Keeps the scroll position of the page `key` (path and query) while it is shown in a frame. */
export function keepScrollPosition(key: string, win: ScrollWindow = window): () => void {
  if (win.self === win.top) return () => {}
  const storageKey = `preview-scroll:${key}`
  const saved = Number(win.sessionStorage.getItem(storageKey))
  if (saved > 0) win.scrollTo(0, saved)
  const save = throttle(
    () => win.sessionStorage.setItem(storageKey, String(win.scrollY)),
    SCROLL_SAVE_THROTTLE_MS,
  )
  win.addEventListener('scroll', save, { passive: true })
  return () => {
    win.removeEventListener('scroll', save)
    save.cancel()
  }
}
