import type { AppLoadContext } from '@remix-run/node'

import { errorFields, logger } from '../server/logger'
import { isPreviewUrl } from './lib/preview'
import { previewCaller, serverCaller } from './trpc.server'

// Preview (spec §2, docs/decisions/preview-with-the-editors-session.md): `?preview` shows drafts, read with the
// signed-in editor's own token. For anyone else the parameter changes nothing.

interface Args {
  request: Request
  context: AppLoadContext
}

export interface Preview {
  /** The editor flag (spec §4): the site setting "Visuelles Bearbeiten" is on. */
  visualEditing: boolean
}

const previews = new WeakMap<object, Promise<Preview | null>>()

async function checkPreview(context: AppLoadContext): Promise<Preview | null> {
  if (!context.visitor.accessToken) return null
  const caller = serverCaller(context)
  const editor = await caller.user.isEditor().catch((error: unknown) => {
    logger.warn('Preview: the editor check failed', errorFields(error))
    return false
  })
  if (!editor) return null
  const settings = await caller.site.settings().catch(() => null)
  return { visualEditing: settings?.visual_editing === true }
}

/** The preview of this request, or null (no `?preview`, or not an editor); checked once per request. */
export function readPreview({ request, context }: Args): Promise<Preview | null> {
  if (!isPreviewUrl(request.url)) return Promise.resolve(null)
  let preview = previews.get(context.visitor)
  if (!preview) {
    preview = checkPreview(context)
    previews.set(context.visitor, preview)
  }
  return preview
}

/** The router for a page's content: in preview as the editor (drafts, nothing cached), else as usual. */
export async function contentCaller(args: Args) {
  const preview = await readPreview(args)
  return preview ? previewCaller(args.context) : serverCaller(args.context)
}
