/**
 * The form a change submits at once: filters and sorting carry `data-auto-submit`, the stay fields wait
 * for "Suchen". Shared by the hydrated search page and the island pages' entry. On small screens the
 * filters are a disclosure (its summary shows): there a visitor sets several and applies them with
 * "Filter anwenden", instead of the list reloading, and the panel closing, after each one.
 */
export function autoSubmitForm(target: EventTarget | null): HTMLFormElement | null {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return null
  const summary = target.closest('details')?.querySelector(':scope > summary')
  if (summary instanceof HTMLElement && summary.offsetParent !== null) return null
  return target.closest('[data-auto-submit]') ? target.form : null
}
