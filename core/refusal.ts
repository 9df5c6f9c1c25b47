import { ERROR_TEXTS, type ErrorCode } from './errors'

// The one shape of a request that a capability refuses, from the Directus extension that decides it to the
// page that shows it (docs/decisions/one-refusal-type.md). The extensions throw it and send it as
// Directus's error JSON (`toBody`); the web server's Directus client reads it back once (`refusalFromAnswer`);
// the web tier's own limits throw it too; tRPC carries it as its error's cause (trpc/init.ts) and a route
// turns it into its answer in one place (app/forms.server.ts, app/trpc.server.ts).

/** Why a request is refused, with the HTTP status of its answer. */
export const REFUSAL_STATUS = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  limited: 429,
} as const

export type RefusalKind = keyof typeof REFUSAL_STATUS

/** The tRPC code of each kind (its HTTP status is the same), and so the generic German text of each. */
export const ERROR_CODE_OF: Record<RefusalKind, ErrorCode> = {
  invalid: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  'not-found': 'NOT_FOUND',
  conflict: 'CONFLICT',
  limited: 'TOO_MANY_REQUESTS',
}

/** The kind of a tRPC error code, or null for one that refuses nothing (an internal error). */
export function kindOfErrorCode(code: string): RefusalKind | null {
  const found = Object.entries(ERROR_CODE_OF).find(([, errorCode]) => errorCode === code)
  return found ? (found[0] as RefusalKind) : null
}

export interface RefusalDetails {
  /** The machine-readable reason (SOLD_OUT, PRICE_CHANGED, FEE_CHANGED, INVALID_CREDENTIALS …). */
  code?: string
  /** German messages by form field, shown beside the field of that name. */
  fieldErrors?: Record<string, string[]>
  /** Seconds until another attempt is allowed (Retry-After); for `limited`. */
  retryAfter?: number
  /** What the other side said in its own words (Directus's English message): for decisions and logs, never shown. */
  reason?: string
  /** Further facts for a client that reads the HTTP answer (the current quote, the fee, the seats left). */
  data?: Record<string, unknown>
}

const BRAND = Symbol.for('reiseportal.refusal')

/** A refused request: its kind, the German message a visitor reads ("Sie"), and the details above. */
export class Refusal extends Error {
  readonly [BRAND] = true
  readonly code: string
  readonly fieldErrors: Record<string, string[]> | undefined
  readonly retryAfter: number | undefined
  readonly reason: string | undefined
  readonly data: Record<string, unknown>

  constructor(
    readonly kind: RefusalKind,
    message: string,
    details: RefusalDetails = {},
  ) {
    super(message)
    this.name = 'Refusal'
    this.code = details.code ?? ERROR_CODE_OF[kind]
    this.fieldErrors = details.fieldErrors
    this.retryAfter = details.retryAfter
    this.reason = details.reason
    this.data = details.data ?? {}
  }

  /** Also a refusal made by another copy of this module (the Remix build and the express server each hold one). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true
  }

  get status(): number {
    return REFUSAL_STATUS[this.kind]
  }

  /** The body of its HTTP answer, in Directus's error format. */
  toBody() {
    const extensions = {
      ...this.data,
      code: this.code,
      kind: this.kind,
      ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}),
      ...(this.retryAfter === undefined ? {} : { retryAfter: this.retryAfter }),
    }
    return { errors: [{ message: this.message, extensions }] }
  }
}

const KIND_OF_STATUS = new Map<number, RefusalKind>(
  Object.entries(REFUSAL_STATUS).map(([kind, status]) => [status, kind as RefusalKind]),
)

const isKind = (value: unknown): value is RefusalKind => typeof value === 'string' && value in REFUSAL_STATUS

const stringLists = (value: unknown): Record<string, string[]> | undefined => {
  if (typeof value !== 'object' || value === null) return undefined
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].every((message) => typeof message === 'string'),
  )
  return entries.length > 0 ? Object.fromEntries(entries) : undefined
}

/**
 * The refusal of an HTTP answer with a 4xx status, or null for any other status. An answer one of the
 * site's extensions sent (`toBody`, with its `kind`) keeps its German message and details; Directus's own
 * refusals (a policy's 403, a wrong token's 401) get the generic German text of their status, their English
 * message is kept as the `reason`. Any other 4xx counts as invalid input.
 */
export function refusalFromAnswer(
  status: number,
  body: unknown,
  retryAfterHeader?: string | null,
): Refusal | null {
  if (status < 400 || status >= 500) return null
  const first = (
    body as { errors?: Array<{ message?: unknown; extensions?: Record<string, unknown> }> } | null
  )?.errors?.[0]
  const extensions = first?.extensions ?? {}
  const message = typeof first?.message === 'string' ? first.message : undefined
  const code = typeof extensions['code'] === 'string' ? extensions['code'] : undefined
  const retryHeader = Number(retryAfterHeader)
  const retryAfter =
    typeof extensions['retryAfter'] === 'number'
      ? extensions['retryAfter']
      : Number.isFinite(retryHeader) && retryHeader > 0
        ? retryHeader
        : undefined
  const { code: _code, kind: sentKind, fieldErrors, retryAfter: _retryAfter, ...data } = extensions
  if (isKind(sentKind) && message !== undefined) {
    const lists = stringLists(fieldErrors)
    return new Refusal(sentKind, message, {
      ...(code === undefined ? {} : { code }),
      ...(lists ? { fieldErrors: lists } : {}),
      ...(retryAfter === undefined ? {} : { retryAfter }),
      data,
    })
  }
  const kind = KIND_OF_STATUS.get(status) ?? 'invalid'
  return new Refusal(kind, ERROR_TEXTS[ERROR_CODE_OF[kind]], {
    ...(code === undefined ? {} : { code }),
    ...(retryAfter === undefined ? {} : { retryAfter }),
    ...(message === undefined ? {} : { reason: message }),
  })
}
