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
