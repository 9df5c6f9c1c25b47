import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DirectusAnswer, directusFetch } from './directus-http'

// A stand-in Directus: each test sets how it answers, and sees what was sent.
let answer: (request: IncomingMessage, body: string, response: ServerResponse) => void
let server: Server
let base: string

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => answer(request, Buffer.concat(chunks).toString('utf8'), response))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  server.closeAllConnections()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('directusFetch', () => {
  it('sends method, headers and JSON body and answers what the SDK reads of a Response', async () => {
    let seen: {
      method?: string | undefined
      auth?: string | undefined
      type?: string | undefined
      body?: string
    } = {}
    answer = (request, body, response) => {
      seen = {
        method: request.method,
        auth: request.headers.authorization,
        type: request.headers['content-type'],
        body,
      }
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'X-Twice': ['a', 'b'] })
      response.end(JSON.stringify({ data: { id: 7, name: 'Seeblick – Ostsee' } }))
    }
    const send = directusFetch(1_000)
    const result = await send(`${base}/items/hotels`, {
      method: 'POST',
      headers: { Authorization: 'Bearer t-1', 'Content-Type': 'application/json' },
      body: '{"name":"Seeblick"}',
    })
    expect(seen).toEqual({
      method: 'POST',
      auth: 'Bearer t-1',
      type: 'application/json',
      body: '{"name":"Seeblick"}',
    })
    expect(result).toBeInstanceOf(DirectusAnswer)
    expect(result).toMatchObject({ ok: true, status: 200, statusText: 'OK' })
    expect(result.headers.get('Content-Type')).toBe('application/json; charset=utf-8')
    expect(result.headers.get('x-twice')).toBe('a, b')
    expect(result.headers.get('x-missing')).toBeNull()
    expect(await result.json()).toEqual({ data: { id: 7, name: 'Seeblick – Ostsee' } })
  })

  it('answers error statuses and bodies that are not JSON as they came', async () => {
    answer = (_request, _body, response) => {
      response.writeHead(503, { 'Content-Type': 'text/plain' })
      response.end('überlastet')
    }
    const result = await directusFetch(1_000)(`${base}/server/health`)
    expect(result).toMatchObject({ ok: false, status: 503, statusText: 'Service Unavailable' })
    expect(await result.text()).toBe('überlastet')
    await expect(result.json()).rejects.toThrow(SyntaxError)
  })

  it('does not follow redirects', async () => {
    answer = (_request, _body, response) => {
      response.writeHead(302, { Location: '/admin/login' })
      response.end()
    }
    const result = await directusFetch(1_000)(`${base}/auth/somewhere`)
    expect(result.status).toBe(302)
    expect(result.headers.get('location')).toBe('/admin/login')
  })

  it('gives up when the whole answer has not come within the deadline, head or body', async () => {
    const send = directusFetch(200)
    answer = () => {} // no head at all
    let started = Date.now()
    await expect(send(`${base}/items/hotels`)).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(1_000)

    answer = (_request, _body, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.write('{"data": [') // and the rest never comes
    }
    started = Date.now()
    await expect(send(`${base}/items/hotels`)).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('sends text bodies only', async () => {
    const form = new FormData()
    form.set('file', 'x')
    await expect(directusFetch(1_000)(`${base}/files`, { method: 'POST', body: form })).rejects.toThrow(
      'Directus calls send JSON text only',
    )
  })
})
