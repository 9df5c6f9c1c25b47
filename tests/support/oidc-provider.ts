/**
 * A local OpenID Connect provider ("MusterID") for tests and for `npm start`: the third-party login of
 * ARCHITECTURE §5 without a real identity provider. One confidential client (Directus), the accounts of
 * ./sso-accounts.ts, the claims email, email_verified, given_name, family_name, and a small German login
 * page of its own (instead of oidc-provider's English devInteractions) with "Anmelden" and "Abbrechen", so
 * that Playwright signs in like a person and can also cancel. Development and tests only: every account
 * shares one password and all state lives in memory.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import Provider, { type KoaContextWithOIDC } from 'oidc-provider'

import { SSO_TEST_ACCOUNTS, SSO_TEST_PASSWORD, type SsoTestAccount } from './sso-accounts'

export interface OidcProviderOptions {
  clientId: string
  clientSecret: string
  /** Where the provider may send people back (the site's /auth/login/<provider>/callback). */
  redirectUris: string[]
  /** 0 or omitted: a free port. */
  port?: number
  /** The address to listen on and to put into the issuer URL. */
  host?: string
  accounts?: readonly SsoTestAccount[]
  password?: string
  /** The provider's name on its login page. */
  name?: string
}

export interface LocalOidcProvider {
  /** The issuer URL (Directus: AUTH_<NAME>_ISSUER_URL). */
  issuer: string
  port: number
  stop(): Promise<void>
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" href="data:,">
<style>
body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#1e293b}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
.actions{display:flex;gap:1rem;margin-top:1.5rem}button{padding:.6rem 1.2rem;font-size:1rem}
.error{color:#b91c1c;font-weight:600}
</style></head>
<body>${body}</body></html>`
}

function loginPage(options: { uid: string; name: string; email?: string; error?: string }): string {
  const { uid, name } = options
  return page(
    `${name} – Anmelden`,
    `<main>
<h1>${escapeHtml(name)}</h1>
<p>Melden Sie sich mit Ihrem ${escapeHtml(name)}-Konto an.</p>
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="/interaction/${uid}/login">
<label for="email">E-Mail-Adresse</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}">
<label for="password">Passwort</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="actions"><button type="submit">Anmelden</button>
<button type="submit" formaction="/interaction/${uid}/abort" formnovalidate>Abbrechen</button></div>
</form>
</main>`,
  )
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > 10_000) throw new Error('form too large')
    chunks.push(chunk)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

function send(res: ServerResponse, status: number, html: string) {
  res.statusCode = status
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.end(html)
}

export async function startOidcProvider(options: OidcProviderOptions): Promise<LocalOidcProvider> {
  const host = options.host ?? '127.0.0.1'
  const accounts = options.accounts ?? SSO_TEST_ACCOUNTS
  const password = options.password ?? SSO_TEST_PASSWORD
  const name = options.name ?? 'MusterID'

  // Listen first: the issuer URL contains the port.
  const server = http.createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  const issuer = `http://${host}:${port}`

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...signingKey, use: 'sig', kid: 'local-signing-key' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.find((candidate) => candidate.id === sub)
      if (!account) return undefined
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: `${account.givenName} ${account.familyName}`,
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      }
    },
    // The site is a first-party client: no consent screen, the requested scopes are granted at once.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result } = ctx.oidc
      if (!client || !session?.accountId) return undefined
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId)
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined
      if (existing) return existing
      const grant = new ctx.oidc.provider.Grant({ accountId: session.accountId, clientId: client.clientId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
    ttl: { Interaction: 10 * 60, Session: 60 * 60, Grant: 60 * 60, AccessToken: 10 * 60, IdToken: 10 * 60 },
  })
  // Errors the provider answers itself (wrong redirect_uri, …): visible in the test output.
  provider.on('server_error', (_ctx, error) => console.error('[oidc-provider] server error', error))

  const providerCallback = provider.callback()

  async function interaction(req: IncomingMessage, res: ServerResponse, path: string) {
    const [, , uid, action] = path.split('/')
    const details = await provider.interactionDetails(req, res)
    if (!uid || details.uid !== uid) return send(res, 400, page('Fehler', '<p>Unbekannte Anmeldung.</p>'))

    if (req.method === 'GET' && !action) {
      if (details.prompt.name !== 'login') {
        // Consent for a first-party client (asked again with prompt=consent): granted without a screen.
        const grant = details.grantId
          ? await provider.Grant.find(details.grantId)
          : new provider.Grant({
              accountId: details.session?.accountId ?? '',
              clientId: String(details.params.client_id),
            })
        grant?.addOIDCScope(String(details.params.scope ?? 'openid'))
        const grantId = await grant?.save()
        return provider.interactionFinished(
          req,
          res,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        )
      }
      return send(res, 200, loginPage({ uid, name }))
    }
    if (req.method === 'POST' && action === 'abort') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      )
    }
    if (req.method === 'POST' && action === 'login') {
      const form = await readForm(req)
      const email = (form.get('email') ?? '').trim().toLowerCase()
      const account = accounts.find((candidate) => candidate.email === email)
      if (!account || form.get('password') !== password) {
        return send(
          res,
          200,
          loginPage({ uid, name, email, error: 'E-Mail-Adresse oder Passwort ist nicht korrekt.' }),
        )
      }
      return provider.interactionFinished(req, res, { login: { accountId: account.id } })
    }
    return send(res, 405, page('Fehler', '<p>Nicht erlaubt.</p>'))
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', issuer).pathname
    if (!path.startsWith('/interaction/')) return providerCallback(req, res)
    interaction(req, res, path).catch((error: unknown) => {
      console.error('[oidc-provider] interaction failed', error)
      if (!res.headersSent) {
        send(res, 400, page('Fehler', '<p>Diese Anmeldung ist abgelaufen. Bitte beginnen Sie von vorn.</p>'))
      }
    })
  })

  return {
    issuer,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
