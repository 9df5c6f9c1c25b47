/**
 * Several Directus instances behind one web instance (DIRECTUS_URL lists them): the calls are spread over
 * them in turn, and a call that an instance could not answer is tried on the next one when that is safe
 * (docs/decisions/directus-failover-in-the-web-tier.md).
 *
 * - Connection refused (nothing reached Directus): any call goes to the next instance.
 * - Connection broken before the answer, or a 5xx answer: reads go to the next instance (GET, HEAD and the
 *   POSTs that only read), and so does a write that carries an `idempotency_key` (a booking: Directus
 *   answers the same key with the booking made first, never with a second one). Other writes are not sent
 *   twice: the first instance may have done them.
 * - No answer within the deadline: not tried again (the deadline is the page's budget). The instance is
 *   paused when it answered no other call either while this one waited (a frozen Directus); one slow answer
 *   on an instance that answers the rest (a costly search) pauses nothing.
 *
 * A paused instance counts as unreachable for `pauseMs`: calls skip it meanwhile, and when every instance
 * is paused a call fails at once (docs/decisions/fail-fast-after-unanswered-call.md).
 */

/** POST endpoints that change nothing: as safe to send again as a GET. */
const READING_POSTS = /^\/booking\/(quote|lookup)$/

/**
 * What became of an attempt that got no answer: refused (nothing reached Directus), broken (the connection
 * ended before the answer), timeout (none within the deadline), cancelled (the caller gave up), late (a
 * relayed image past its own deadline, or a stream the visitor stopped reading: says nothing about the
 * instance).
 */
export type NoAnswer = 'refused' | 'broken' | 'timeout' | 'cancelled' | 'late'

const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])

/** An error's kind, from the codes Node's sockets and undici give (also on its `cause`). */
export function noAnswerOf(error: unknown, timedOut: boolean, cancelled: boolean): NoAnswer {
  if (cancelled) return 'cancelled'
  if (timedOut) return 'timeout'
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code
  const codes = [code(error), code((error as { cause?: unknown } | null)?.cause)]
  return codes.some((c) => typeof c === 'string' && NEVER_CONNECTED.has(c)) ? 'refused' : 'broken'
}

/** Whether a call may be sent to another instance after `failure` (a kind of no-answer, or a 5xx status). */
export function mayTryAgain(
  call: { method: string; path: string; body: string | null },
  failure: NoAnswer | number,
): boolean {
  if (failure === 'refused') return true
  if (failure === 'timeout' || failure === 'cancelled' || failure === 'late') return false
  if (typeof failure === 'number' && failure < 500) return false
  const method = call.method.toUpperCase()
  if (method === 'GET' || method === 'HEAD') return true
  if (method === 'POST' && READING_POSTS.test(call.path)) return true
  return carriesIdempotencyKey(call.body)
}

function carriesIdempotencyKey(body: string | null): boolean {
  if (!body?.includes('idempotency_key')) return false
  try {
    const key = (JSON.parse(body) as { idempotency_key?: unknown } | null)?.idempotency_key
    return typeof key === 'string' && key.length > 0
  } catch {
    return false
  }
}

/** Parses DIRECTUS_URL: one address or several, separated by commas; each an origin (http or https). */
export function parseInstanceUrls(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}

/**
 * Which instances are paused (until when), when each last answered a call, and whose turn is next. The
 * express server and the Remix build each load this module, so the server passes one object both share.
 */
export interface InstancesState {
  pausedUntil: Map<string, number>
  answeredAt: Map<string, number>
  next: number
}

export const newInstancesState = (): InstancesState => ({
  pausedUntil: new Map(),
  answeredAt: new Map(),
  next: 0,
})

/** The instances and which of them are paused, in `state`. */
export function directusInstances(urls: readonly string[], pauseMs: number, state: InstancesState) {
  if (urls.length === 0) throw new Error('DIRECTUS_URL names no Directus instance')
  const origins = urls.map((url) => new URL(url).origin)
  const paused = (origin: string) => (state.pausedUntil.get(origin) ?? 0) > Date.now()
  return {
    origins,
    /** The next instance in turn that is neither paused nor in `tried`; null when there is none. */
    pick(tried: ReadonlySet<string> = new Set()): string | null {
      for (let i = 0; i < origins.length; i++) {
        const origin = origins[(state.next + i) % origins.length]!
        if (tried.has(origin) || paused(origin)) continue
        state.next = (state.next + i + 1) % origins.length
        return origin
      }
      return null
    },
    /** Whether an instance is neither paused nor in `tried`. */
    left: (tried: ReadonlySet<string>) => origins.some((origin) => !tried.has(origin) && !paused(origin)),
    pause(origin: string) {
      state.pausedUntil.set(origin, Date.now() + pauseMs)
    },
    resume(origin: string) {
      state.pausedUntil.delete(origin)
    },
    /** An instance answered a call (any status). */
    answered(origin: string) {
      state.answeredAt.set(origin, Date.now())
    },
    /**
     * A call sent to an instance at `since` got no answer of `kind`: a refused or broken connection pauses
     * the instance, and so does a timeout when no other call was answered meanwhile.
     */
    failed(origin: string, kind: NoAnswer, since: number) {
      const answeredMeanwhile = (state.answeredAt.get(origin) ?? 0) >= since
      if (kind === 'refused' || kind === 'broken' || (kind === 'timeout' && !answeredMeanwhile))
        this.pause(origin)
    },
    allPaused: () => origins.every(paused),
    /** `input` (an address on any instance) on `origin`. */
    on(origin: string, input: string | URL): string {
      const url = new URL(input)
      return `${origin}${url.pathname}${url.search}`
    },
  }
}

export type DirectusInstances = ReturnType<typeof directusInstances>

/**
 * One call, tried on the instances in turn as far as `mayTryAgain` allows. `send` makes one attempt on an
 * instance: it resolves with an answer (whose `status` is read) or rejects with the attempt's `NoAnswer`
 * kind as `noAnswer` on the error. Rejects with the last failure when no instance answered; a 5xx answer
 * passed over for the next instance's is handed to `discard`.
 */
export async function sendSpread<Answer extends { status: number }>(
  instances: DirectusInstances,
  call: { method: string; path: string; body: string | null },
  send: (origin: string) => Promise<Answer>,
  unreachable: () => Error,
  discard: (answer: Answer) => void = () => {},
): Promise<Answer> {
  const tried = new Set<string>()
  let lastAnswer: Answer | undefined
  let lastError: unknown
  for (;;) {
    const origin = instances.pick(tried)
    if (origin === null) {
      if (lastAnswer) return lastAnswer
      throw lastError ?? unreachable()
    }
    tried.add(origin)
    const since = Date.now()
    try {
      const answer = await send(origin)
      instances.answered(origin)
      if (lastAnswer) discard(lastAnswer)
      lastAnswer = undefined
      if (answer.status < 500 || !mayTryAgain(call, answer.status) || !instances.left(tried)) return answer
      lastAnswer = answer
    } catch (error) {
      const kind = (error as { noAnswer?: NoAnswer }).noAnswer ?? 'broken'
      instances.failed(origin, kind, since)
      if (!mayTryAgain(call, kind)) throw error
      lastError = error
    }
  }
}
