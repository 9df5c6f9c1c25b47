import { z } from 'zod'

import { parseInstanceUrls } from './directus-instances'

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

const ssoProvider = z.object({
  // Directus provider name (AUTH_PROVIDERS): it becomes part of URLs and of Directus's AUTH_<NAME>_* variables.
  id: z.string().regex(/^[a-z][a-z0-9]*$/, 'id: lower-case letters and digits, starting with a letter'),
  label: z.string().trim().min(1, 'label must not be empty').max(60),
})

/** SSO_PROVIDERS: a JSON list of {"id", "label"}; empty or unset: no third-party login. */
const ssoProviders = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return []
    try {
      return JSON.parse(value) as unknown
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'must be JSON, e.g. [{"id":"musterid","label":"Mit MusterID anmelden"}]',
      })
      return z.NEVER
    }
  })
  .pipe(
    z
      .array(ssoProvider)
      .refine((list) => new Set(list.map((entry) => entry.id)).size === list.length, 'ids must be unique'),
  )

export type SsoProvider = z.infer<typeof ssoProvider>

/** `.env.example`'s values and their like: a copied example must not run with secrets anyone can read. */
const PLACEHOLDER = /change-?me|placeholder/i

const secretValue = (minLength: number) =>
  z
    .string()
    .min(minLength, `must be at least ${minLength} characters`)
    .refine((value) => !PLACEHOLDER.test(value), 'is a placeholder: put a long random value here')
    .refine((value) => new Set(value).size >= 8, 'is too regular: put a long random value here')

/**
 * TRUST_PROXY: which proxy in front may tell the client's address (X-Forwarded-For). Unset or `none`: no
 * proxy, the header is ignored. A number: that many proxies; otherwise a comma-separated list of
 * addresses, CIDR ranges or express's names (`loopback`, `linklocal`, `uniquelocal`).
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const trimmed = value?.trim() ?? ''
    if (trimmed === '' || trimmed === 'none' || trimmed === 'false') return false
    if (/^\d+$/.test(trimmed)) return Number(trimmed)
    if (trimmed === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: 'trusting every proxy lets any client choose its address: name them, e.g. loopback',
      })
      return z.NEVER
    }
    return trimmed.split(',').map((entry) => entry.trim())
  })

/** `https://host`, `https://*.host` (with a port if need be); plain http only on this machine (tests). */
const HOST_SOURCE =
  /^(?:https:\/\/(?:\*\.)?[a-z\d-]+(?:\.[a-z\d-]+)*|http:\/\/(?:localhost|127\.0\.0\.1|\[::1\]))(?::\d{1,5})?$/i

/** BUG_REPORT_SCRIPT_URL: the widget's script, from the vendor's host; unset: no widget. */
const bugReportScriptUrl = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)
  .refine((value) => {
    if (value === undefined) return true
    if (!URL.canParse(value)) return false
    const url = new URL(value)
    return HOST_SOURCE.test(url.origin) && !url.username && !url.password
  }, 'must be an https URL, e.g. https://edge.marker.io/latest/shim.js (http only on localhost)')

/** BUG_REPORT_HOSTS: further origins the widget loads from and talks to (comma-separated). */
const bugReportHosts = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const entries = (value ?? '').split(/[\s,]+/).filter(Boolean)
    const wrong = entries.find((entry) => !HOST_SOURCE.test(entry))
    if (wrong === undefined) return entries.map((entry) => entry.toLowerCase())
    ctx.addIssue({
      code: 'custom',
      message: `"${wrong}" is no origin: https://host or https://*.host, e.g. https://api.marker.io`,
    })
    return z.NEVER
  })

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_URL: z.string().url(),
  /**
   * The Directus instance, or several separated by commas: calls are spread over them in turn, and one
   * that an instance cannot answer goes to the next where that is safe (server/directus-instances.ts).
   */
  DIRECTUS_URL: z
    .string()
    .transform(parseInstanceUrls)
    .pipe(z.array(z.string().url()).min(1, 'must name at least one Directus instance')),
  DIRECTUS_PUBLIC_URL: z.string().url().optional(),
  DIRECTUS_STATIC_TOKEN: secretValue(16),
  /** Deadline of every call to Directus: a frozen Directus shows the error page instead of hanging. */
  DIRECTUS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  SESSION_SECRET: z
    .string()
    .transform((value) => value.split(',').map((secret) => secret.trim()))
    .pipe(z.array(secretValue(32)).min(1)),
  SESSION_COOKIE_NAME: z
    .string()
    .regex(/^[\w-]+$/, 'letters, digits, _ and - only')
    .default('__session'),
  /**
   * The Data Studio's session cookie (Directus's SESSION_COOKIE_NAME). In preview the site reads drafts with
   * the session an editor holds in the Data Studio, so the Studio's frames need no second sign-in
   * (docs/decisions/preview-with-the-studio-session.md).
   */
  DIRECTUS_SESSION_COOKIE_NAME: z
    .string()
    .regex(/^[\w-]+$/, 'letters, digits, _ and - only')
    .default('directus_session_token'),
  SESSION_MAX_AGE: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 24 * 30),
  SESSION_SAME_SITE: z.enum(['lax', 'strict']).default('lax'),
  SESSION_SECURE: booleanString.optional(),
  /** Spec §4: fetch the current user at each page start when a token exists ("auto-fetch"). */
  USER_AUTO_FETCH: booleanString.default('true'),
  ROUND_TRIP_HOST: z.string().optional(),
  BUILD_POLL_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(10_000)
    .default(5 * 60_000),
  TRANSLATIONS_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  /** How long search results and hotel pages (prices, availability) are shared before Directus is asked again. */
  SEARCH_RESULTS_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().default('© OpenStreetMap-Mitwirkende'),
  /** The bug-report widget's script and the vendor's further hosts: the CSP's only foreign sources. */
  BUG_REPORT_SCRIPT_URL: bugReportScriptUrl,
  BUG_REPORT_HOSTS: bugReportHosts,
  TRUST_PROXY: trustProxy,
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
  /** Failed logins per account and window from browsers that never signed in to it (server/login-throttle.ts). */
  AUTH_ACCOUNT_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Searches per client (and per signed-in account) and minute. */
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Bookings per client, per e-mail address and per account within BOOKING_WINDOW_MS (server/limits.ts). */
  BOOKING_LIMIT: z.coerce.number().int().min(1).default(3),
  /**
   * Rooms those bookings may hold together within BOOKING_WINDOW_MS: at least the largest booking the
   * search offers (MAX_ROOMS, 9), or such a booking could never be made.
   */
  BOOKING_ROOMS_LIMIT: z.coerce.number().int().min(1).default(9),
  BOOKING_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(24 * 60 * 60_000),
  /** Request bodies (forms, tRPC mutations) above this size are refused with 413 before they are read. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024),
  /** Shared state of several web instances (token refresh, rate limits, caches); unset: in-process. */
  REDIS_URL: z
    .string()
    .url()
    .refine((url) => /^rediss?:/.test(url), 'must start with redis:// or rediss://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SSO_PROVIDERS: ssoProviders,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
})

export type Env = z.infer<typeof schema>

/** The variables the web server reads (docker-compose.yml and .env.example are checked against them). */
export const ENV_NAMES = Object.keys(schema.shape)

/**
 * Parses the environment once. A missing or malformed variable throws an error that names it, so the
 * server stops at start-up instead of failing on the first request.
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`)
  }
  return result.data
}

let cached: Env | undefined

export function getEnv(): Env {
  cached ??= parseEnv()
  return cached
}

/** The few values the browser may see. Nothing secret belongs here. */
export function getClientEnv(env: Env = getEnv()) {
  return {
    SITE_URL: env.SITE_URL,
    BUILD_POLL_INTERVAL_MS: env.BUILD_POLL_INTERVAL_MS,
    MAP_TILE_URL: env.MAP_TILE_URL,
    MAP_ATTRIBUTION: env.MAP_ATTRIBUTION,
  }
}
