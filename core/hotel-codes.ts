// Codes of hotel amenities and board types (docs/content-model.md) with their German labels. The Directus
// schema uses the same lists for its checkboxes, so editors and visitors see the same words.

export const AMENITIES = {
  wlan: 'WLAN',
  pool: 'Pool',
  spa: 'Spa',
  sauna: 'Sauna',
  fitness: 'Fitnessraum',
  restaurant: 'Restaurant',
  bar: 'Bar',
  parking: 'Parkplatz',
  pets: 'Haustiere erlaubt',
  beach: 'Strandnähe',
  kids_club: 'Kinderclub',
  accessible: 'Barrierefrei',
  ev_charging: 'E-Ladestation',
  bike_rental: 'Fahrradverleih',
} as const

export const BOARDS = {
  room_only: 'Ohne Verpflegung',
  breakfast: 'Frühstück',
  half_board: 'Halbpension',
  full_board: 'Vollpension',
  all_inclusive: 'All inclusive',
} as const

export type AmenityCode = keyof typeof AMENITIES
export type BoardCode = keyof typeof BOARDS

export function isAmenity(code: string): code is AmenityCode {
  return Object.hasOwn(AMENITIES, code)
}

export function isBoard(code: string): code is BoardCode {
  return Object.hasOwn(BOARDS, code)
}

export function boardLabel(code: string): string {
  return isBoard(code) ? BOARDS[code] : code
}

export function amenityLabel(code: string): string {
  return isAmenity(code) ? AMENITIES[code] : code
}
