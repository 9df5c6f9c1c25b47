import { router } from './init'
import { appRouter } from './router'

/**
 * What /api/trpc serves: the procedures that browser code calls (the search's "Weitere Hotels laden" and
 * the destination suggestions) and the two the specification names (§7). Every other procedure runs only
 * in-process, through the loaders and actions that carry the capability's form and limits, and answers
 * 404 over HTTP. A procedure added here is a new door: tests/unit/http-surface.test.ts lists them.
 */
export const httpRouter = router({
  hotel: { search: appRouter.hotel.search, destinations: appRouter.hotel.destinations },
  translation: { getTranslations: appRouter.translation.getTranslations },
  folder: { syncWithMyJackForUser: appRouter.folder.syncWithMyJackForUser },
})

export type HttpRouter = typeof httpRouter
