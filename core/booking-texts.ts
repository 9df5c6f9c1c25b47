import { formatDate } from './format'

// Sentences about a booking that its pages, mails and documents share.

export function travellersLabel({
  adults,
  childrenAges,
}: {
  adults: number
  childrenAges: readonly number[]
}): string {
  const parts = [`${adults} ${adults === 1 ? 'Erwachsener' : 'Erwachsene'}`]
  if (childrenAges.length > 0) {
    const ages = childrenAges.map((age) => `${age} ${age === 1 ? 'Jahr' : 'Jahre'}`).join(', ')
    parts.push(`${childrenAges.length} ${childrenAges.length === 1 ? 'Kind' : 'Kinder'} (${ages})`)
  }
  return parts.join(', ')
}

export function cancellationLabel(freeCancellationUntil: string | null): string {
  return freeCancellationUntil
    ? `Kostenlos stornierbar bis einschließlich ${formatDate(freeCancellationUntil)}; danach fallen Stornokosten an.`
    : 'Nicht kostenlos stornierbar: Bei Stornierung wird der Gesamtpreis fällig.'
}

export const nightsLabel = (nights: number): string => `${nights} ${nights === 1 ? 'Nacht' : 'Nächte'}`

// A name that looks like a link or an address (a mail client would link it) is not repeated in a mail that
// goes to an address nobody confirmed.
const LINKLIKE = /[<>:/@]|www\./i

/**
 * The greeting of a booking's mail: "Sehr geehrte Frau Muster," / "Sehr geehrter Herr Muster," /
 * "Guten Tag Alex Muster," (divers or unknown), or "Guten Tag," without a name or with a link-like one.
 */
export function salutationLine(
  person: {
    salutation?: string | null | undefined
    first_name?: string | null | undefined
    last_name?: string | null | undefined
  } | null,
): string {
  const first = person?.first_name?.trim() ?? ''
  const last = person?.last_name?.trim() ?? ''
  if (!last || LINKLIKE.test(`${first} ${last}`)) return 'Guten Tag,'
  if (person?.salutation === 'frau') return `Sehr geehrte Frau ${last},`
  if (person?.salutation === 'herr') return `Sehr geehrter Herr ${last},`
  return `Guten Tag ${[first, last].filter(Boolean).join(' ')},`
}

/** A hotel's check-in and check-out times as a sentence part: "Check-in ab 15:00 Uhr, Check-out bis 11:00 Uhr". */
export function checkTimesLabel(hotel: { check_in?: string | null; check_out?: string | null }): string {
  const parts = []
  if (hotel.check_in?.trim()) parts.push(`Check-in ab ${hotel.check_in.trim()} Uhr`)
  if (hotel.check_out?.trim()) parts.push(`Check-out bis ${hotel.check_out.trim()} Uhr`)
  return parts.join(', ')
}
