import { createCallerFactory, router } from './init'
import { articleRouter } from './routers/article'
import { bookingRouter } from './routers/booking'
import { enquiryRouter } from './routers/enquiry'
import { folderRouter } from './routers/folder'
import { hotelRouter } from './routers/hotel'
import { pageRouter } from './routers/page'
import { previewRouter } from './routers/preview'
import { roundTripRouter } from './routers/roundTrip'
import { savedTripRouter } from './routers/savedTrip'
import { siteRouter } from './routers/site'
import { sitemapRouter } from './routers/sitemap'
import { translationRouter } from './routers/translation'
import { userRouter } from './routers/user'

export const appRouter = router({
  translation: translationRouter,
  site: siteRouter,
  hotel: hotelRouter,
  roundTrip: roundTripRouter,
  article: articleRouter,
  page: pageRouter,
  preview: previewRouter,
  sitemap: sitemapRouter,
  user: userRouter,
  folder: folderRouter,
  booking: bookingRouter,
  enquiry: enquiryRouter,
  savedTrip: savedTripRouter,
})

export type AppRouter = typeof appRouter

export const createCaller = createCallerFactory(appRouter)
