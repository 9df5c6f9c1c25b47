import { customEndpoint } from '@directus/sdk'

import type { Caller } from '../context'

/**
 * The back-office system behind `folder.syncWithMyJackForUser` (ARCHITECTURE §4). Locally the folders live
 * in Directus and an endpoint extension attaches them; a real back-office system replaces this adapter
 * without touching the router or the sign-in.
 */
export interface MyJackAdapter {
  /** Attaches the guest folders booked with the visitor's verified e-mail address to the visitor. */
  attachGuestFolders(visitor: Caller): Promise<{ attached: number }>
}

/** Directus endpoint extension `directus/extensions/folder-sync`, called with the visitor's own token. */
export const directusFolderSync: MyJackAdapter = {
  attachGuestFolders: (visitor) =>
    visitor(
      customEndpoint<{ attached: number }>({ path: '/folder-sync/attach-guest-folders', method: 'POST' }),
    ),
}

export function myJackAdapter(): MyJackAdapter {
  return directusFolderSync
}
