import { data, type AppLoadContext } from '@remix-run/node'
import { parse as parseCookie } from 'cookie'

import { loginPath } from '../core/paths'
import { errorFields, logger } from '../server/logger'
import { isPreviewUrl, previewVersion, tidySearch } from './lib/preview'
import { previewCaller, serverCaller, signedInCaller } from './trpc.server'
import { tPreview } from '../core/copy/preview'

// Preview (spec §2, docs/decisions/preview-with-the-studio-session.md): `?preview` shows drafts, read with an
// editor's own Directus session: the one they hold in the Data Studio (its session cookie, sent along in the
// Studio's frames) or their sign-in on the site. Without one, the page asks to sign in.

interface Args {
  request: Request
  context: AppLoadContext
}

export interface Preview {
  /** The editor flag (spec §4): the site setting "Visuelles Bearbeiten" is on. */
  visualEditing: boolean
  /** The editor's Directus token that reads drafts; server-only, never in loader data. */
  token: string
  /** The content version the URL names (`?version=`), null for the item itself. */
  version: string | null
}

const previews = new WeakMap<object, Promise<Preview | null>>()

/** The Directus tokens of this request that may belong to an editor: the Studio's session first. */
function candidateTokens({ request, context }: Args): string[] {
  const cookies = parseCookie(request.headers.get('Cookie') ?? '')
  const studio = cookies[context.env.DIRECTUS_SESSION_COOKIE_NAME]
  return [studio, context.visitor.accessToken].filter((token): token is string => Boolean(token))
}

async function mayPreview(token: string): Promise<boolean> {
  return signedInCaller(token)
    .user.canPreview()
    .catch((error: unknown) => {
      // An expired or ended Studio session is no editor; the site's own session may still be one.
      logger.info('Preview: a session was refused', errorFields(error))
      return false
    })
}

async function checkPreview(args: Args): Promise<Preview | null> {
  for (const token of new Set(candidateTokens(args))) {
    if (!(await mayPreview(token))) continue
    const version = previewVersion(args.request.url)
    const settings = await previewCaller({ token, version })
      .site.settings()
      .catch(() => null)
    return { visualEditing: settings?.visual_editing === true, token, version }
  }
  return null
}

/** The preview of this request, or null (no `?preview`, or no editor's session); checked once per request. */
export function readPreview(args: Args): Promise<Preview | null> {
  if (!isPreviewUrl(args.request.url)) return Promise.resolve(null)
  let preview = previews.get(args.context.visitor)
  if (!preview) {
    preview = checkPreview(args)
    previews.set(args.context.visitor, preview)
  }
  return preview
}

/**
 * The answer to a preview URL without an editor's session: a 401 page that says so, whose sign-in comes
 * back to the very same address (`?preview`, `?version` and all).
 */
export function previewSignIn(context: AppLoadContext, request: Request): never {
  const search = tidySearch(new URL(request.url).search)
  throw data(
    {
      // what a preview URL shows to anyone without an editor's session (in the Studio's frame, too)
      message: tPreview('preview.signIn'),
      link: { to: loginPath(context.visiblePath + search), label: tPreview('preview.signInLink') },
    },
    { status: 401, statusText: 'Unauthorized' },
  )
}

/** The router for a page's content: in preview as the editor (drafts, nothing cached), else as usual. */
export async function contentCaller(args: Args) {
  const preview = await readPreview(args)
  return preview ? previewCaller(preview) : serverCaller(args.context)
}
