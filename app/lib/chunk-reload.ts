import { isChunkLoadError, reloadWithGuard } from './reload-guard'

export function hardNavigate(path: string) {
  window.location.assign(path)
}

export function currentPath() {
  return window.location.pathname + window.location.search + window.location.hash
}

/** For an error boundary: a chunk load error reloads to the current path instead of showing the error. */
export function reloadOnChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false
  return reloadWithGuard(currentPath(), { storage: sessionStorage, navigate: hardNavigate })
}

/**
 * Reloads to `target()` when a script chunk fails to load (a release removed it), at most once per guard
 * time to live; for the hydrated app and the island pages alike. Returns the function that stops it.
 */
export function listenForChunkErrors(target: () => string = currentPath): () => void {
  function onChunkError(error: unknown) {
    if (isChunkLoadError(error))
      reloadWithGuard(target(), { storage: sessionStorage, navigate: hardNavigate })
  }
  const onError = (event: ErrorEvent) => onChunkError(event.error ?? event.message)
  const onRejection = (event: PromiseRejectionEvent) => onChunkError(event.reason)
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  return () => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
}
