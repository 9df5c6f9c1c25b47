// Prices and dates as the site writes them, in its pages and in the mails and documents that Directus
// sends (the extensions import this module too).

const LOCALE = 'de-DE'

const euro = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' })
const euroWhole = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
})
// Luxon's "DD" token (spec §9): day, abbreviated month, year — "23. Nov. 2026" in German.
const dateDD = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "1.234,50 €"; whole euros drop the cents ("1.234 €") when `whole` is set. */
export function formatPrice(amount: number, { whole = false }: { whole?: boolean } = {}): string {
  return (whole ? euroWhole : euro).format(amount)
}

/** Formats an ISO date (`2026-11-23` or a full timestamp) in the spec's "DD" style. */
export function formatDate(iso: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso)
  if (Number.isNaN(date.getTime())) return iso
  return dateDD.format(date)
}
