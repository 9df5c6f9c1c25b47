import type { Accountability } from '@directus/types'

import { Refusal } from './refusal'
import { ROLE_IDS } from '../../../../../core/roles'

type Caller = { kind: 'customer'; user: string } | { kind: 'webserver' }

const rolesOf = (accountability: Accountability | null | undefined) => [
  accountability?.role,
  ...(accountability?.roles ?? []),
]

/** Whether the request comes with the web server's static token. */
export const isWebServer = (accountability: Accountability | null | undefined): boolean =>
  Boolean(accountability?.user) && rolesOf(accountability).includes(ROLE_IDS.webserver)

/** Who calls: the web server's static token (guests) or a signed-in customer; nobody else. */
export function callerOf(req: { accountability?: Accountability | null }): Caller {
  const { accountability } = req
  const user = accountability?.user
  if (user && rolesOf(accountability).includes(ROLE_IDS.customer)) return { kind: 'customer', user }
  if (user && rolesOf(accountability).includes(ROLE_IDS.webserver)) return { kind: 'webserver' }
  throw new Refusal('unauthorized', 'Anmeldung erforderlich.', { code: 'TOKEN_INVALID' })
}
