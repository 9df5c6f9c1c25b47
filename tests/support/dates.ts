import { addDays, todayInGermany } from '../../core/hotel-search'

/** The date `days` after today in Germany (the site's day, as the site counts it), `YYYY-MM-DD`. */
export const isoInDays = (days: number): string => addDays(todayInGermany(), days)
