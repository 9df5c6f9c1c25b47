import { myJackAdapter } from '../adapters/my-jack'
import { router, visitorProcedure } from '../init'

export const folderRouter = router({
  /**
   * Spec §4/§7: called without input whenever the signed-in user changes. Attaches the folders the visitor
   * booked earlier as a guest with the same verified e-mail address; calling it again changes nothing.
   */
  syncWithMyJackForUser: visitorProcedure.mutation(({ ctx }) =>
    myJackAdapter().attachGuestFolders(ctx.visitor),
  ),
})
