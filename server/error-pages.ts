import { createRemixRequest, sendRemixResponse } from '@remix-run/express/dist/server.js'
import type { AppLoadContext, ServerBuild } from '@remix-run/node'
import { createRequestHandler as createRemixHandler } from '@remix-run/node'
import type {
  Request as ExpressRequest,
  NextFunction,
  RequestHandler,
  Response as ExpressResponse,
} from 'express'
import { isbot } from 'isbot'

/** The route that renders an error answer as the site's error screen (app/routes/fehlerseite.tsx). */
export const ERROR_PAGE_PATH = '/fehlerseite'

/** An error answer a browser gets as the site's error screen: its status and its (German) text. */
export interface ErrorPage {
  status: number
  message: string
}

/** Longer plain-text bodies are not a message for a visitor (the error screen then says what the status means). */
const MAX_MESSAGE_LENGTH = 1_000

/**
 * Whether an answer is an error a browser would show as a bare text: a page address opened or a form sent
 * without JavaScript (the browser asks for HTML), answered by a resource route (a booking link, a PDF, a
 * calendar file, a media file) with a status of 400 or above and no page. Client data requests, the API,
 * scripts' fetches (no `text/html` in Accept) and crawlers (spec §4: status only) keep the answer as it is.
 */
export function wantsErrorPage(
  request: { method: string; path: string; headers: Headers },
  answer: { status: number; headers: Headers },
): boolean {
  if (answer.status < 400) return false
  if (!['GET', 'HEAD', 'POST'].includes(request.method)) return false
  if (request.path.startsWith('/api/') || request.path.endsWith('.data')) return false
  if (!/\btext\/html\b/i.test(request.headers.get('accept') ?? '')) return false
  if (isbot(request.headers.get('user-agent'))) return false
  return !/\btext\/html\b/i.test(answer.headers.get('content-type') ?? '')
}

/**
 * The text of a plain-text error answer as the error screen's message; empty (the screen then says what
 * the status means) for anything else, and for the framework's own English texts: a server error
 * ("Unexpected Server Error") or a router error ("Error: You made a POST request…").
 */
async function messageOf(answer: Response): Promise<string> {
  if (answer.status >= 500 || !/^text\/plain\b/i.test(answer.headers.get('content-type') ?? '')) return ''
  const text = (await answer.text()).trim()
  return text.length <= MAX_MESSAGE_LENGTH && !text.startsWith('Error: ') ? text : ''
}

/** The visitor's request (cookies and all) turned into a GET of the error screen. */
function errorPageRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const original = createRemixRequest(req, res)
  const url = new URL(ERROR_PAGE_PATH, original.url)
  return new Request(url, { method: 'GET', headers: original.headers, signal: original.signal })
}

/**
 * Remix's request handler for express, with one addition: an error a resource route answers in plain text
 * reaches a browser as the site's German error screen in its layout, with the same status and headers
 * such as Retry-After (see wantsErrorPage). Pages' own errors go through the error boundary already.
 */
export function remixWithErrorPages({
  build,
  mode,
  getLoadContext,
}: {
  build: ServerBuild
  mode: string
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext
}): RequestHandler {
  const handle = createRemixHandler(build, mode)
  const serve = async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const context = getLoadContext(req, res)
      const request = createRemixRequest(req, res)
      let answer = await handle(request, context)
      if (wantsErrorPage({ method: req.method, path: req.path, headers: request.headers }, answer)) {
        const errorPage: ErrorPage = { status: answer.status, message: await messageOf(answer) }
        const retryAfter = answer.headers.get('retry-after')
        answer = await handle(errorPageRequest(req, res), { ...context, errorPage })
        if (retryAfter) answer.headers.set('Retry-After', retryAfter)
      }
      await sendRemixResponse(res, answer)
    } catch (error) {
      next(error)
    }
  }
  return (req, res, next) => {
    serve(req, res, next).catch(next)
  }
}
