import { customEndpoint, readMe, readPolicyGlobals, updateMe } from '@directus/sdk'
import { TRPCError } from '@trpc/server'

import { tAccount } from '../../core/copy/account'
import { changePasswordSchema, personalDetailsSchema, WRONG_CURRENT_PASSWORD } from '../../core/forms'
import { Refusal } from '../../core/refusal'
import { POLICY_IDS } from '../../core/roles'
import { LoginFailedError, passwordLogin, revokeRefreshToken } from '../../server/directus'
import { limit } from '../../server/limits'
import { router, visitorProcedure } from '../init'

const ME_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'street',
  'postal_code',
  'city',
  'country',
] as const

export interface Me {
  first_name: string | null
  last_name: string | null
  email: string
  phone: string | null
  street: string | null
  postal_code: string | null
  city: string | null
  country: string | null
}

const toMe = (row: Partial<Record<(typeof ME_FIELDS)[number], string | null>>): Me => ({
  first_name: row.first_name ?? null,
  last_name: row.last_name ?? null,
  email: row.email ?? '',
  phone: row.phone ?? null,
  street: row.street ?? null,
  postal_code: row.postal_code ?? null,
  city: row.city ?? null,
  country: row.country ?? null,
})

/** The visitor's own rows that assign the Redaktion policy (to them or to one of their roles). */
const EDITOR_ACCESS_QUERY = new URLSearchParams({
  'filter[policy][_eq]': POLICY_IDS.editor,
  fields: 'id',
  limit: '1',
})

export const userRouter = router({
  /** The signed-in visitor (GET /users/me with their token). */
  me: visitorProcedure.query(async ({ ctx }) => toMe(await ctx.visitor(readMe({ fields: [...ME_FIELDS] })))),

  /**
   * Whether the visitor may preview drafts: an administrator, or a user who holds the policy "Redaktion"
   * through any of their roles or directly. Directus answers from the user's own policies: the Redaktion
   * policy lets its holders read their own access rows (directus/scripts/setup.ts); anyone else may not.
   */
  canPreview: visitorProcedure.query(async ({ ctx }) => {
    const [globals, editorAccess] = await Promise.all([
      ctx.visitor(readPolicyGlobals()),
      ctx
        .visitor(customEndpoint<Array<{ id: string }>>({ path: `/access?${EDITOR_ACCESS_QUERY}` }))
        .catch((error: unknown) => {
          if (error instanceof Refusal && error.kind === 'forbidden') return []
          throw error
        }),
    ])
    return globals.admin_access || editorAccess.length > 0
  }),

  /**
   * Checks the current password with a login of its own (ended at once), then sets the new one. Every
   * attempt counts, right or wrong, per client and per account: a borrowed session cannot try passwords.
   */
  changePassword: visitorProcedure.input(changePasswordSchema).mutation(async ({ ctx, input }) => {
    await limit('changePassword', { client: ctx.clientKey, account: ctx.userId })
    const { email } = await ctx.visitor(readMe({ fields: ['email'] }))
    if (!email) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: tAccount('account.noEmail') })
    const check = await passwordLogin(email, input.current).catch((error: unknown) => {
      if (error instanceof LoginFailedError)
        throw new TRPCError({ code: 'BAD_REQUEST', message: WRONG_CURRENT_PASSWORD, cause: error })
      throw error
    })
    await revokeRefreshToken(check.refreshToken)
    // Directus ends every session of the account with it (users service), the caller's one too.
    await ctx.visitor(updateMe({ password: input.password }))
    return { email }
  }),

  updateMe: visitorProcedure
    .input(personalDetailsSchema)
    .mutation(async ({ ctx, input }) => toMe(await ctx.visitor(updateMe(input, { fields: [...ME_FIELDS] })))),
})
