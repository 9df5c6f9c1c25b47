import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import { tError } from '../../core/copy/error'
import { todayInGermany } from '../../core/hotel-search'
import { searchCriteriaSchema, staySchema, themePath } from '../../core/hotel-search-schemas'
import { calendarPartySchema } from '../../core/price-calendar'
import { getEnv } from '../../server/env'
import { limit } from '../../server/limits'
import { sharedCache } from '../cache'
import type { Context } from '../context'
import { hotelDetail, hotelTheme } from '../hotel-detail'
import { destinationSuggestions, regionList, searchHotels, withThemeCriteria } from '../hotel-search'
import { publicProcedure, router } from '../init'
import { cachedContent } from '../preview'
import { hotelTeasers } from '../teasers'

const TEASER_TTL_MS = 60_000
const THEME_TTL_MS = 60_000

/** Searches that miss the cache cost Directus work: SEARCH_RATE_LIMIT a minute per client and per account. */
const limitSearch = (ctx: Context) => limit('search', { client: ctx.clientKey, account: ctx.userId })

/** A theme by its path, shared per process for a minute (search and theme page ask for the same). */
function cachedTheme(ctx: Parameters<typeof hotelTheme>[0], path: string) {
  return cachedContent(ctx, `theme:${path}`, THEME_TTL_MS, () => hotelTheme(ctx, path))
}

export const hotelRouter = router({
  featured: publicProcedure
    .input(z.object({ limit: z.number().int().min(1).max(24).default(6) }).default({}))
    .query(({ ctx, input }) =>
      cachedContent(ctx, `hotels-featured:${input.limit}`, TEASER_TTL_MS, () =>
        hotelTeasers(ctx, { limit: input.limit, featured: true }),
      ),
    ),

  /**
   * One page of search results for criteria the caller parsed from the search URL (the URL is the
   * search); "Weitere Hotels laden" passes `nextCursor` back in.
   */
  search: publicProcedure
    .input(
      z.object({
        criteria: searchCriteriaSchema,
        theme: themePath.optional(),
        cursor: z.number().int().min(1).max(100_000).nullish(),
      }),
    )
    .query(async ({ ctx, input }) => {
      const today = todayInGermany()
      const { criteria } = input
      let filters = criteria.filters
      if (input.theme) {
        const theme = await cachedTheme(ctx, input.theme)
        if (!theme) throw new TRPCError({ code: 'NOT_FOUND', message: tError('error.themeNotFound') })
        filters = withThemeCriteria(filters, theme.criteria)
      }
      const search = { ...criteria, filters, page: input.cursor ?? criteria.page }
      // Results of the same search are shared for a short while (prices and availability on the list may
      // be SEARCH_RESULTS_TTL_MS old; the booking checks them again inside its transaction).
      const key = `search:${today}:${JSON.stringify([search.destination, search.stay, filters, search.sort, search.page])}`
      const page = await sharedCache.get(key, getEnv().SEARCH_RESULTS_TTL_MS, async () => {
        await limitSearch(ctx)
        return searchHotels(ctx, search, today)
      })
      return { ...page, nextCursor: page.page < page.pageCount ? page.page + 1 : null }
    }),

  regions: publicProcedure.query(async ({ ctx }) =>
    (await regionList(ctx)).map(({ slug, name }) => ({ slug, name })),
  ),

  destinations: publicProcedure
    .input(z.object({ q: z.string().max(100) }))
    .query(({ ctx, input }) =>
      sharedCache.get(`destinations:${input.q.trim().toLowerCase()}`, TEASER_TTL_MS, () =>
        destinationSuggestions(ctx, input.q),
      ),
    ),

  detail: publicProcedure
    .input(
      z.object({
        id: z.number().int().min(1).max(2_147_483_647),
        stay: staySchema.nullable(),
        calendar: calendarPartySchema.nullish(),
      }),
    )
    .query(async ({ ctx, input }) => {
      const today = todayInGermany()
      const calendar = input.calendar ?? null
      const key = `detail:${today}:${input.id}:${JSON.stringify(input.stay)}:${JSON.stringify(calendar)}`
      const hotel = await cachedContent(ctx, key, getEnv().SEARCH_RESULTS_TTL_MS, () =>
        hotelDetail(ctx, input.id, input.stay, today, calendar),
      )
      if (!hotel)
        throw new TRPCError({ code: 'NOT_FOUND', message: tError('error.hotelNotFound', { id: input.id }) })
      return hotel
    }),

  theme: publicProcedure.input(z.object({ path: themePath })).query(async ({ ctx, input }) => {
    const theme = await cachedTheme(ctx, input.path)
    if (!theme)
      throw new TRPCError({ code: 'NOT_FOUND', message: `Page not found: /hotel/thema/${input.path}` })
    return theme
  }),
})
