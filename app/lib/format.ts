export { formatDate, formatPrice } from '../../core/format'

const LOCALE = 'de-DE'

const dayMonth = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', timeZone: 'UTC' })
const decimal = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** An ISO date as day and month only ("24.12."), where the year goes without saying. */
export function formatDayMonth(iso: string): string {
  return dayMonth.format(new Date(`${iso}T00:00:00Z`))
}

export function formatRating(rating: number): string {
  return decimal.format(rating)
}
