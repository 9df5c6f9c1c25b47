/**
 * The form a change submits at once: filters and sorting carry `data-auto-submit`, the stay fields wait
 * for "Suchen". Shared by the hydrated search page and the island pages' entry.
 */
export function autoSubmitForm(target: EventTarget | null): HTMLFormElement | null {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return null
  return target.closest('[data-auto-submit]') ? target.form : null
}
