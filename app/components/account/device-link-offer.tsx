import { tAccount } from '../../../core/copy/account'
import { PATHS } from '../../../core/paths'

/**
 * Beside the login's "too many attempts": the way in that does not depend on whoever caused them. A
 * plain form (no JavaScript needed) that asks for a link to the account's address; opened in this
 * browser, the link makes it a known device of the account, and its password works again at once.
 */
export function DeviceLinkOffer({ email }: { email: string }) {
  return (
    <section
      aria-labelledby="geraet-freischalten"
      className="mt-4 rounded-lg bg-slate-50 p-4 text-sm ring-1 ring-slate-200"
    >
      <h2 id="geraet-freischalten" className="font-semibold">
        {tAccount('account.deviceLinkQuestion')}
      </h2>
      <p className="mt-1 text-slate-700">{tAccount('account.deviceLinkOffer')}</p>
      <form method="post" action={PATHS.deviceLink} className="mt-3">
        <input type="hidden" name="intent" value="anfordern" />
        <input type="hidden" name="email" value={email} />
        <button
          type="submit"
          className="inline-flex w-full items-center justify-center rounded-lg bg-white px-5 py-3 font-semibold text-brand-dark ring-1 ring-slate-300 transition-colors hover:bg-slate-50 focus-visible:bg-slate-50"
        >
          {tAccount('account.deviceLinkRequest')}
        </button>
      </form>
    </section>
  )
}
