/** What the bench URLs are drawn from, read from a seeded Directus (tests/bench/run.ts, instances.ts). */
import { directusGet } from './stack'
import type { BenchData } from './targets'
import { AMENITIES, BOARDS } from '../../core/hotel-codes'
import { addDays, todayInGermany } from '../../core/hotel-search'

/**
 * What the URLs are drawn from: every published region with published hotels, the published hotels, the
 * amenity and board codes hotels have, a region with many hotels and its top recommended hotel.
 */
export async function readBenchData(url: string, token: string): Promise<BenchData> {
  const get = <T>(pathAndQuery: string) => directusGet<T>(url, token, pathAndQuery)
  const published = 'filter[status][_eq]=published'
  const groups = await get<Array<{ region: number | null; count: { id: number | string } }>>(
    `/items/hotels?aggregate[count]=id&groupBy[]=region&${published}&limit=-1`,
  )
  const counts = new Map(groups.map((g) => [g.region, Number(g.count.id)]))
  const regions = (
    await get<Array<{ id: number; name: string; slug: string }>>(
      `/items/regions?fields=id,name,slug&${published}&sort=name&limit=-1`,
    )
  ).filter((region) => (counts.get(region.id) ?? 0) > 0)
  const top = [...regions].sort((a, b) => counts.get(b.id)! - counts.get(a.id)!)[0]
  if (!top) throw new Error('No published hotels in this Directus: was it seeded?')
  const [hotel] = await get<Array<{ id: number; name: string }>>(
    `/items/hotels?fields=id,name&${published}&filter[region][_eq]=${top.id}&sort=-recommended_score&limit=1`,
  )
  const hotelIds = (
    await get<Array<{ id: number }>>(`/items/hotels?fields=id&${published}&sort=id&limit=-1`)
  ).map((row) => row.id)
  /** The codes of a csv field that at least one published hotel has. */
  const present = async (field: string, codes: string[]) => {
    const found = await Promise.all(
      codes.map(async (code) => {
        const [row] = await get<Array<{ id: number }>>(
          `/items/hotels?fields=id&${published}&filter[${field}][_contains]=${code}&limit=1`,
        )
        return row ? code : null
      }),
    )
    return found.filter((code) => code !== null)
  }
  const today = todayInGermany()
  return {
    today,
    regions: regions.map(({ id, name }) => ({ id, name })),
    hotelIds,
    amenities: await present('amenities', Object.keys(AMENITIES)),
    boards: await present('board_types', Object.keys(BOARDS)),
    region: { ...top, hotels: counts.get(top.id)! },
    hotel: hotel!,
    arrival: addDays(today, 30),
    departure: addDays(today, 37),
    publishedHotels: hotelIds.length,
  }
}
