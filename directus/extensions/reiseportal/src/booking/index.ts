// Hotel booking inside Directus, at /booking: quote and book, look up and cancel, documents, and the
// customer's data export and account deletion. Booking and cancelling each run in one database
// transaction that changes the inventory only with conditional updates on its unique slot (never
// read-then-write), so that concurrent requests cannot oversell, on SQLite and on PostgreSQL alike.
import type { EndpointConfig } from '@directus/types'

import { accountRoutes } from './account'
import { quoteAndBookRoutes } from './book'
import { documentRoutes } from './documents-route'
import { lookupAndCancelRoutes } from './manage'

const booking: EndpointConfig = {
  id: 'booking',
  handler: (router, context) => {
    quoteAndBookRoutes(router, context)
    lookupAndCancelRoutes(router, context)
    documentRoutes(router, context)
    accountRoutes(router, context)
  },
}

export default booking
