import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { customEndpoint, readItems } from '@directus/sdk'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

// Two stand-in Directus instances behind one web server (DIRECTUS_URL names both, and a third whose port
// nobody listens on, for one test): how the calls are spread and which of them go to another instance when one fails.
type Behaviour = 'answer' | 'break' | 'fail'
interface StandIn {
  server: Server
  url: string
  behaviour: Behaviour
  seen: string[]
}

async function standIn(name: string): Promise<StandIn> {
  const instance: StandIn = { server: createServer(), url: '', behaviour: 'answer', seen: [] }
  instance.server.on('request', (request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      instance.seen.push(`${request.method} ${request.url}`)
      // killed while working on it: the connection ends without an answer
      if (instance.behaviour === 'break') return request.socket.destroy()
      const status = instance.behaviour === 'fail' ? 500 : 200
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify(
          status === 200
            ? { data: { answeredBy: name, body: body ? (JSON.parse(body) as unknown) : null } }
            : { errors: [{ message: 'Internal', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
        ),
      )
    })
  })
  await new Promise<void>((resolve) => instance.server.listen(0, '127.0.0.1', resolve))
  instance.url = `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}`
  return instance
}

let a: StandIn
let b: StandIn
let closedUrl: string

beforeAll(async () => {
  a = await standIn('a')
  b = await standIn('b')
  const closed = await standIn('closed')
  closedUrl = closed.url
  await new Promise<void>((resolve) => closed.server.close(() => resolve()))
  Object.assign(process.env, {
    SITE_URL: 'http://localhost:3000',
    DIRECTUS_URL: `${a.url}, ${b.url}`,
    DIRECTUS_STATIC_TOKEN: 'a-static-token-of-some-length',
    SESSION_SECRET: 'a-session-secret-that-is-long-enough-1234',
    DIRECTUS_TIMEOUT_MS: '2000',
  })
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
})

afterAll(async () => {
  vi.restoreAllMocks()
  for (const { server } of [a, b]) {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
})

beforeEach(async () => {
  a.behaviour = b.behaviour = 'answer'
  // a healthy probe ends every pause an earlier test left
  const { directusHealthy } = await import('./directus')
  await directusHealthy()
  a.seen.length = b.seen.length = 0
})

const read = async () => {
  const { directusRequest } = await import('./directus')
  return directusRequest('t', readItems('hotels')) as Promise<unknown> as Promise<{ answeredBy: string }>
}
const post = async (path: string, body: Record<string, unknown>) => {
  const { directusRequest } = await import('./directus')
  return directusRequest(
    't',
    customEndpoint<{ answeredBy: string; body: unknown }>({
      path,
      method: 'POST',
      body: JSON.stringify(body),
    }),
  )
}
const booking = () => ({ hotel: 1, idempotency_key: randomUUID() })

describe('several Directus instances', () => {
  it('spreads the calls over the instances in turn', async () => {
    const answers = []
    for (let i = 0; i < 10; i++) answers.push((await read()).answeredBy)
    expect(answers.filter((name) => name === 'a')).toHaveLength(5)
    expect(answers.filter((name) => name === 'b')).toHaveLength(5)
    expect(a.seen).toHaveLength(5)
    expect(b.seen).toHaveLength(5)
  })

  it('sends reads and bookings to the other instance when one breaks the connection; other writes not twice', async () => {
    a.behaviour = 'break'
    // whichever instance's turn it is: every read and every booking is answered by b
    const reads = await Promise.all([read(), read(), read(), read()])
    expect(reads.map((answer) => answer.answeredBy)).toEqual(['b', 'b', 'b', 'b'])
    const { directusHealthy } = await import('./directus')
    a.behaviour = 'answer'
    await directusHealthy()
    a.behaviour = 'break'
    a.seen.length = b.seen.length = 0
    const sent = [booking(), booking()]
    const booked = await Promise.all(sent.map((body) => post('/booking/book', body)))
    expect(booked.map((answer) => answer.answeredBy)).toEqual(['b', 'b'])
    expect(booked.map((answer) => answer.body)).toEqual(sent)

    // a cancellation carries no key: the one a broke off is not sent again, the visitor sees the error
    a.behaviour = 'answer'
    await directusHealthy()
    a.behaviour = 'break'
    a.seen.length = b.seen.length = 0
    const cancels = await Promise.allSettled([
      post('/booking/cancel', { booking: 'x' }),
      post('/booking/cancel', { booking: 'y' }),
    ])
    const failed = cancels.filter((result) => result.status === 'rejected')
    expect(failed).toHaveLength(1)
    expect((failed[0] as PromiseRejectedResult).reason).toMatchObject({ statusCode: 503 })
    expect([...a.seen, ...b.seen].filter((line) => line === 'POST /booking/cancel')).toHaveLength(2)
  })

  it('sends reads to the other instance when one answers 500; a write gets the 500', async () => {
    a.behaviour = 'fail'
    const reads = await Promise.all([read(), read()])
    expect(reads.map((answer) => answer.answeredBy)).toEqual(['b', 'b'])
    const cancels = await Promise.allSettled([
      post('/booking/cancel', { booking: 'x' }),
      post('/booking/cancel', { booking: 'y' }),
    ])
    expect(cancels.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    expect(cancels.find((result) => result.status === 'rejected')).toMatchObject({
      reason: { statusCode: 500 },
    })
  })

  it('skips an instance that got no answer until its health check answers, then asks it again', async () => {
    a.behaviour = 'break'
    await Promise.all([read(), read()])
    const seenByA = a.seen.length
    a.behaviour = 'answer'
    // paused: the next calls all go to b
    const meanwhile = await Promise.all([read(), read(), read(), read()])
    expect(meanwhile.map((answer) => answer.answeredBy)).toEqual(['b', 'b', 'b', 'b'])
    expect(a.seen).toHaveLength(seenByA)
    const { directusHealthy } = await import('./directus')
    expect(await directusHealthy()).toBe(true)
    const after = await Promise.all([read(), read(), read(), read()])
    expect(after.filter((answer) => answer.answeredBy === 'a')).toHaveLength(2)
  })

  it('with every instance gone: the first call finds out, the next fail at once', async () => {
    a.behaviour = b.behaviour = 'break'
    await expect(read()).rejects.toMatchObject({ statusCode: 503 })
    const seen = a.seen.length + b.seen.length
    const started = Date.now()
    await expect(read()).rejects.toMatchObject({ statusCode: 503 })
    expect(Date.now() - started).toBeLessThan(100)
    expect(a.seen.length + b.seen.length).toBe(seen)
  })

  it('sends any call, a write too, to the next instance when one refuses the connection', async () => {
    const { directusFetch } = await import('./directus-http')
    const { directusInstances, newInstancesState, sendSpread } = await import('./directus-instances')
    const spread = directusInstances([closedUrl, b.url], 2000, newInstancesState())
    const send = directusFetch(2000)
    const body = JSON.stringify({ booking: 'x' })
    const answer = await sendSpread(
      spread,
      { method: 'POST', path: '/booking/cancel', body },
      (origin) => send(`${origin}/booking/cancel`, { method: 'POST', body }),
      () => new Error('unreachable'),
    )
    expect(answer.status).toBe(200)
    expect(b.seen).toEqual(['POST /booking/cancel'])
    // the refusing instance is skipped meanwhile
    expect(spread.pick()).toBe(new URL(b.url).origin)
  })
})
