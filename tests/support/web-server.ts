import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { openSync } from 'node:fs'
import path from 'node:path'

import { getFreePorts } from './ports'

const root = path.resolve(import.meta.dirname, '../..')

/** A person's browser: tests that read pages must not be taken for a crawler (Node's fetch counts as a bot). */
export const BROWSER_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
}

export async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe().catch(() => undefined)
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * Starts a web server of its own from the built app (integration tests need one with their own
 * settings), waits until it answers and returns its address and a stop function.
 */
export async function startWebServer(env: Record<string, string | undefined>) {
  const [port] = await getFreePorts(1)
  const site = `http://127.0.0.1:${port}`
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/index.ts'], {
    cwd: root,
    // TEST_WEB_LOG_DIR=<folder>: each server's output goes to <folder>/web-<port>.log, to see a failure's cause.
    stdio: process.env.TEST_WEB_LOG_DIR
      ? ['ignore', 'ignore', openSync(path.join(process.env.TEST_WEB_LOG_DIR, `web-${port}.log`), 'w')]
      : 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL: site,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: process.env.TEST_WEB_LOG_DIR ? 'warn' : 'error',
      ...env,
    },
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  // A server that does not come up is stopped, not left behind by the failed test.
  await waitFor(async () => (await fetch(`${site}/healthz`)).status, 60_000).catch(async (error: unknown) => {
    await stop()
    throw error
  })
  return { site, stop }
}

/**
 * A form post as a browser on the site sends it (with its Origin); redirects are not followed. `init`: more
 * of fetch's options, e.g. a `signal` for a deadline.
 */
export function postForm(
  site: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  init: RequestInit = {},
) {
  return fetch(`${site}${path}`, {
    ...init,
    method: 'POST',
    redirect: 'manual',
    headers: {
      ...BROWSER_HEADERS,
      origin: site,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: new URLSearchParams(fields),
  })
}

/** The `name=value` pairs an answer sets, as a Cookie header for the next request. */
export const cookiesFrom = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0]!)
    .join('; ')

/** The booking form's fields as a guest fills them in (one room, one traveller, invoice), for `postForm`. */
export function bookingFormFields(guest: {
  email: string
  expectedTotal: number
  idempotencyKey: string
  street?: string
}): Record<string, string> {
  return {
    salutation: 'frau',
    first_name: 'Erika',
    last_name: 'Mustermann',
    email: guest.email,
    phone: '+49 451 123456',
    street: guest.street ?? 'Holstenstraße 1',
    postal_code: '23552',
    city: 'Lübeck',
    country: 'Deutschland',
    payment_method: 'invoice',
    terms: 'on',
    privacy: 'on',
    idempotency_key: guest.idempotencyKey,
    expected_total: guest.expectedTotal.toFixed(2),
  }
}
