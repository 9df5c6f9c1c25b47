// Types of the Directus collections as the web server reads them (docs/content-model.md).
// Relations are typed as `id | object` because Directus returns the id unless the field is expanded.

type Id = number
type Uuid = string
type FileId = string
type Status = 'published' | 'draft' | 'archived'

export interface Region {
  id: Id
  status: Status
  slug: string
  name: string
  country: string
  teaser: string | null
  description: string | null
  image: FileId | null
  latitude: number | null
  longitude: number | null
  sort: number | null
}

export interface Category {
  id: Id
  slug: string
  name: string
  description: string | null
  sort: number | null
}

export interface Hotel {
  id: Id
  status: Status
  slug: string
  name: string
  stars: number
  region: Id | Region
  city: string
  address: string | null
  postal_code: string | null
  country: string | null
  latitude: number | null
  longitude: number | null
  teaser: string | null
  description: string | null
  amenities: string[] | null
  board_types: string[] | null
  rating: number | string | null
  review_count: number | null
  hero_image: FileId | null
  check_in: string | null
  check_out: string | null
  policies: string | null
  tourist_tax: number | string | null
  price_from: number | string | null
  recommended_score: number | null
  featured: boolean
  date_updated: string | null
}

export interface RoomType {
  id: Id
  hotel: Id | Hotel
  name: string
  description: string | null
  max_adults: number
  max_children: number
  max_occupancy: number
  size_sqm: number | null
  beds: string | null
  image: FileId | null
  allotment: number
  sort: number | null
}

export interface Rate {
  id: Id
  room_type: Id | RoomType
  name: string
  board: string
  season_from: string
  season_to: string
  price_per_night: number | string
  free_cancellation_days: number | null
  min_nights: number | null
}

export interface Inventory {
  id: Id
  room_type: Id | RoomType
  night: string
  rooms_booked: number
  closed: boolean
  slot: string
}

export interface HotelTheme {
  id: Id
  status: Status
  path: string
  parent: Id | HotelTheme | null
  title: string
  intro: string | null
  seo_title: string | null
  seo_description: string | null
  criteria: Record<string, unknown> | null
  image: FileId | null
  sort: number | null
}

export interface RoundTrip {
  id: Id
  status: Status
  slug: string
  title: string
  region: Id | Region | null
  country: string | null
  teaser: string | null
  description: string | null
  highlights: string[] | null
  hero_image: FileId | null
  featured: boolean
  sort: number | null
}

export interface ItineraryDay {
  day: number
  title: string
  description: string
  overnight?: string
}

export interface RoundTripVariant {
  id: Id
  round_trip: Id | RoundTrip
  slug: string
  title: string
  days: number
  itinerary: ItineraryDay[] | null
  included_services: string[] | null
  excluded_services: string[] | null
  route: { type: 'LineString'; coordinates: [number, number][] } | null
  hero_image: FileId | null
  price_from: number | string | null
  sort: number | null
}

export interface Departure {
  id: Id
  variant: Id | RoundTripVariant
  start_date: string
  end_date: string
  price_per_person: number | string
  single_supplement: number | string | null
  seats_total: number
  seats_left: number
  status: 'bookable' | 'few_seats' | 'sold_out' | 'cancelled'
}

export interface Article {
  id: Id
  status: Status
  slug: string
  title: string
  teaser: string | null
  body: string | null
  hero_image: FileId | null
  region: Id | Region | null
  category: Id | Category | null
  author: string | null
  reading_minutes: number | null
  published_at: string | null
  seo_title: string | null
  seo_description: string | null
}

export interface Page {
  id: Id
  status: Status
  path: string
  title: string
  seo_title: string | null
  seo_description: string | null
  blocks: Array<Record<string, unknown> & { type: string }> | null
  footer_group: 'legal' | null
  date_updated: string | null
}

export interface Translation {
  id: Id
  key: string
  value: string
}

export interface SiteSettings {
  site_name: string
  site_url: string | null
  description: string | null
  separator: string
  title_separator: string
  maintenance: boolean
  round_trip_host: string | null
  canonical_query_whitelist: string[] | null
  canonical_lowercase: boolean
  bug_report_project_id: string | null
  bug_report_script_url: string | null
}

export interface Folder {
  id: Uuid
  number: string
  user: Uuid | null
  email: string
  status: 'open' | 'closed'
  date_created: string
}

/** Our fields on Directus' own users (merged into the SDK's user type). */
export interface UserExtras {
  phone: string | null
  street: string | null
  postal_code: string | null
  city: string | null
  country: string | null
}

export interface Schema {
  directus_users: UserExtras
  regions: Region[]
  categories: Category[]
  hotels: Hotel[]
  room_types: RoomType[]
  rates: Rate[]
  inventory: Inventory[]
  hotel_themes: HotelTheme[]
  round_trips: RoundTrip[]
  round_trip_variants: RoundTripVariant[]
  departures: Departure[]
  articles: Article[]
  pages: Page[]
  translations: Translation[]
  site_settings: SiteSettings
  folders: Folder[]
}
