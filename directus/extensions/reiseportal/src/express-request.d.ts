// What Directus's middleware adds to every request that reaches an extension's route or middleware.
import type { Accountability, SchemaOverview } from '@directus/types'

declare global {
  namespace Express {
    interface Request {
      accountability?: Accountability | null
      token?: string | null
      schema?: SchemaOverview
    }
  }
}

export {}
