import { customEndpoint } from '@directus/sdk'

import { Refusal } from '../../core/refusal'
import type { Caller } from '../context'

/**
 * The back-office system behind `folder.syncWithMyJackForUser` (ARCHITECTURE §4). Locally the folders live
 * in Directus and an endpoint extension attaches them; a real back-office system replaces this adapter
 * without touching the router or the sign-in.
 */
export interface MyJackAdapter {
  /**
   * Attaches to the visitor the guest folders booked with their verified e-mail address whose address was
   * confirmed through the link of the booking's confirmation mail.
   */
  attachGuestFolders(visitor: Caller): Promise<{ attached: number }>
  /** Confirms a guest folder's address with the code of its confirmation mail; false for a wrong link. */
  confirmGuestAddress(caller: Caller, number: string, code: string): Promise<boolean>
}

/** Directus endpoint extension `directus/extensions/reiseportal/src/folder-sync`, called with the visitor's own token. */
export const directusFolderSync: MyJackAdapter = {
  attachGuestFolders: (visitor) =>
    visitor(
      customEndpoint<{ attached: number }>({ path: '/folder-sync/attach-guest-folders', method: 'POST' }),
    ),
  async confirmGuestAddress(caller, number, code) {
    try {
      await caller(
        customEndpoint<unknown>({
          path: '/folder-sync/confirm-guest-address',
          method: 'POST',
          body: JSON.stringify({ number, code }),
        }),
      )
      return true
    } catch (error) {
      if (error instanceof Refusal && error.kind === 'not-found') return false
      throw error
    }
  },
}

export function myJackAdapter(): MyJackAdapter {
  return directusFolderSync
}
