import { z } from 'zod'

import { FOLDER_NUMBER, GUEST_ADDRESS_CODE } from '../../core/booking'
import { myJackAdapter } from '../adapters/my-jack'
import { publicProcedure, router, visitorProcedure } from '../init'

export const folderRouter = router({
  /**
   * Spec §4/§7: called without input whenever the signed-in user changes. Attaches the folders the visitor
   * booked earlier as a guest with the same verified e-mail address, once that address was confirmed for
   * the folder through its confirmation mail's link (`confirmGuestAddress`): a booking made with somebody
   * else's address does not appear in their account. Calling it again changes nothing.
   */
  syncWithMyJackForUser: visitorProcedure.mutation(({ ctx }) =>
    myJackAdapter().attachGuestFolders(ctx.visitor),
  ),

  /**
   * The link of a guest booking's confirmation mail: number and code confirm that the booking's address
   * wants it in the account with that address. True when confirmed (again), false for a wrong link.
   */
  confirmGuestAddress: publicProcedure
    .input(z.object({ number: z.string().regex(FOLDER_NUMBER), code: z.string().regex(GUEST_ADDRESS_CODE) }))
    .mutation(({ ctx, input }) =>
      myJackAdapter().confirmGuestAddress(ctx.visitor ?? ctx.catalogue, input.number, input.code),
    ),
})
