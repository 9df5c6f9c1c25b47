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
