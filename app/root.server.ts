import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { isbot } from 'isbot'

import { getOptionalUser } from './auth.server'
import { bugReportWidget } from '../core/bug-report'
import type { SiteSettings } from '../core/collections'
import { PATHS } from '../core/paths'
import { getClientEnv } from '../server/env'
import { errorFields, logger } from '../server/logger'
import { MAINTENANCE_RETRY_AFTER_SECONDS, MAINTENANCE_STATUS_TEXT } from './components/maintenance-screen'
import { islandAssets } from './islands/assets.server'
import { readColorModeCookie } from './lib/color-mode'
import { serverIcons } from './lib/icons.server'
import { hasMapConsentCookie } from './lib/map-consent'
import { defaultSite, type SiteMeta } from './lib/meta'
import { isPreviewUrl } from './lib/preview'
import type { SiteContext } from './lib/site-path'
import { previewSignIn, readPreview } from './preview.server'
import { savedRefsOrNone } from './saved-trips.server'
import { pageToast } from './toast.server'
import { previewCaller, serverCaller } from './trpc.server'
import { tAccount } from '../core/copy/account'
import { tSite } from '../core/copy/site'

const SESSION_ENDED = {
  title: tAccount('account.sessionExpired'),
  icon: 'lucide:circle-alert',
  color: 'yellow' as const,
}

/**
 * The bug-report widget: project and options from the site settings, the script from the operator's
 * BUG_REPORT_SCRIPT_URL; null when either is missing or the configuration is invalid (spec §5: a violation
 * throws; the site then shows no widget and logs why). The widget itself stays off pages with personal data.
 */
function siteBugReport(settings: SiteSettings | null, scriptUrl: string | undefined) {
  try {
    return bugReportWidget(settings, scriptUrl, warnOnce)
  } catch (error) {
    // Once per wrong value, not on every page.
    const problem = error instanceof Error ? error.message : String(error)
    if (problem !== lastBugReportProblem) logger.error('Bug-report widget not loaded', errorFields(error))
    lastBugReportProblem = problem
    return null
  }
}

let lastBugReportProblem: string | undefined

// An unknown setting is ignored; the log names it once, not on every page (the Data Studio refuses it on save).
const warned = new Set<string>()
function warnOnce(message: string) {
  if (warned.has(message)) return
  if (warned.size >= 100) warned.clear()
  warned.add(message)
  logger.warn(message)
}

/**
 * What every page needs: shell texts, site settings, the signed-in user, the length of the Merkzettel, the
 * visitor's preferences.
 */
export async function loadRoot({ request, context }: LoaderFunctionArgs) {
  const preview = await readPreview({ request, context })
  if (!preview && isPreviewUrl(request.url)) previewSignIn(context, request)
  // In preview the shell's texts come fresh and as the editor sees them (their own token).
  const caller = preview ? previewCaller(preview) : serverCaller(context)
  const cookies = request.headers.get('Cookie')
  // The shell must render even when Directus is down: settings and footer links fall back to defaults.
  const [translations, settings, legalLinks, user, saved, translationIds] = await Promise.all([
    caller.translation.getTranslations(),
    caller.site.settings().catch((error: unknown) => {
      logger.warn('Site settings unavailable', errorFields(error))
      return null
    }),
    caller.site.footerLinks().catch((): Array<{ path: string; title: string }> => []),
    // Spec §4: the current user is fetched at each page start when a token exists and auto-fetch is on.
    context.env.USER_AUTO_FETCH ? getOptionalUser(context) : null,
    savedRefsOrNone(context),
    // The visual editor needs the Directus item behind each shell text it makes editable.
    preview?.visualEditing ? caller.translation.itemIds().catch(() => ({})) : null,
  ])
  if (settings?.maintenance && new URL(request.url).pathname !== PATHS.maintenance) {
    throw new Response(tSite('maintenance.title'), {
      status: 503,
      statusText: MAINTENANCE_STATUS_TEXT,
      headers: { 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS) },
    })
  }
  const { toast, headers } = await pageToast(request, context.visitor.sessionEnded ? SESSION_ENDED : null)
  return data(
    {
      flash: toast,
      user: user ? { firstName: user.first_name, lastName: user.last_name, email: user.email } : null,
      savedCount: saved.length,
      siteContext: {
        roundTripOnly: context.roundTripOnly,
        siteUrl: context.env.SITE_URL,
      } satisfies SiteContext,
      colorMode: readColorModeCookie(cookies),
      mapsEnabled: hasMapConsentCookie(cookies),
      // Icons that must render without JavaScript (toasts, flash messages).
      icons: serverIcons(['lucide:circle-alert', 'lucide:circle-check']),
      translations,
      site: {
        name: settings?.site_name || defaultSite.name,
        url: settings?.site_url || context.env.SITE_URL,
        description: settings?.description || defaultSite.description,
        separator: settings?.separator || defaultSite.separator,
        titleSeparator: settings?.title_separator || defaultSite.titleSeparator,
        canonicalWhitelist: settings?.canonical_query_whitelist ?? [],
        canonicalLowercase: settings?.canonical_lowercase ?? true,
      } satisfies SiteMeta,
      legalLinks,
      // Not for crawlers (they would only load a vendor's script for nothing).
      bugReport: isbot(request.headers.get('user-agent'))
        ? null
        : siteBugReport(settings, context.env.BUG_REPORT_SCRIPT_URL),
      preview: preview && {
        visualEditing: preview.visualEditing,
        directusUrl: new URL(context.env.DIRECTUS_PUBLIC_URL ?? context.env.DIRECTUS_URL[0]!).origin,
        translationIds: translationIds ?? {},
      },
      env: getClientEnv(context.env),
      islandAssets: islandAssets(),
    },
    { headers },
  )
}
