import { ssoStartUrl, type SsoProviderLink } from '~/lib/sso'

import { tAccount } from '../../../core/copy/account'

/**
 * One link per configured third-party login (SSO_PROVIDERS). Plain links to the site's
 * /auth/login/{provider}: a full page navigation with or without JavaScript, as the provider's pages need.
 */
export function SsoButtons({
  providers,
  siteUrl,
  redirectTo,
}: {
  providers: readonly SsoProviderLink[]
  siteUrl: string
  redirectTo: string
}) {
  if (providers.length === 0) return null
  return (
    <section aria-labelledby="sso-title" className="mt-8 border-t border-slate-200 pt-6">
      <h2 id="sso-title" className="text-sm font-semibold text-slate-700">
        {tAccount('account.ssoOther')}
      </h2>
      <ul className="mt-3 space-y-2">
        {providers.map((provider) => (
          <li key={provider.id}>
            <a
              href={ssoStartUrl(provider.id, siteUrl, redirectTo)}
              className="inline-flex w-full items-center justify-center rounded-lg px-5 py-3 font-semibold text-brand-dark ring-1 ring-slate-300 transition-colors hover:bg-slate-50 focus-visible:bg-slate-50"
            >
              {provider.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
