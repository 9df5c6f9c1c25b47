import { TRPCClientError } from '@trpc/client'
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  handleMutationError,
  isRetryableError,
  normalizeClientError,
  pageErrorResponse,
  toPageError,
} from './trpc-errors'

afterEach(() => vi.restoreAllMocks())

function serverError(message: string, data: object) {
  return TRPCClientError.from({ error: { message, code: -32004, data } })
}

describe('toPageError', () => {
  it('takes status code and message from the error data', () => {
    const error = serverError('Hotel nicht gefunden', {
      code: 'NOT_FOUND',
      httpStatus: 404,
      path: 'hotel.byId',
    })
    expect(toPageError(error)).toEqual({
      statusCode: 404,
      statusMessage: 'NOT_FOUND',
      message: 'Hotel nicht gefunden',
    })
  })

  it('defaults to 500 INTERNAL_SERVER_ERROR', () => {
    expect(toPageError(new TRPCClientError('Network down'))).toEqual({
      statusCode: 500,
      statusMessage: 'INTERNAL_SERVER_ERROR',
      message: 'Network down',
    })
    expect(toPageError('weird')).toEqual({
      statusCode: 500,
      statusMessage: 'INTERNAL_SERVER_ERROR',
      message: 'Unknown error',
    })
  })

  it('becomes a Response for the error boundary', async () => {
    const response = pageErrorResponse(
      serverError('Zu viele Anfragen', { code: 'TOO_MANY_REQUESTS', httpStatus: 429 }),
    )
    expect(response.status).toBe(429)
    expect(response.statusText).toBe('TOO_MANY_REQUESTS')
    await expect(response.text()).resolves.toBe('Zu viele Anfragen')
  })
})

describe('normalizeClientError', () => {
  it('names an unreadable answer "Unable to transform response from server"', () => {
    const parseError = new TRPCClientError("Unexpected token '<'", {
      cause: new SyntaxError("Unexpected token '<'"),
    })
    const normalized = normalizeClientError(parseError)
    expect(normalized.message).toBe('Unable to transform response from server')
    expect(normalized).toBeInstanceOf(TRPCClientError)
  })

  it('keeps real server errors and network errors', () => {
    const error = serverError('Nope', { code: 'FORBIDDEN', httpStatus: 403 })
    expect(normalizeClientError(error)).toBe(error)
    const network = new TRPCClientError('Failed to fetch', { cause: new TypeError('Failed to fetch') })
    expect(normalizeClientError(network)).toBe(network)
  })
})

describe('isRetryableError', () => {
  it('does not repeat client errors but repeats the rest', () => {
    expect(isRetryableError(serverError('x', { httpStatus: 404 }))).toBe(false)
    expect(isRetryableError(serverError('x', { httpStatus: 400 }))).toBe(false)
    expect(isRetryableError(serverError('x', { httpStatus: 408 }))).toBe(true)
    expect(isRetryableError(serverError('x', { httpStatus: 429 }))).toBe(true)
    expect(isRetryableError(serverError('x', { httpStatus: 503 }))).toBe(true)
    expect(isRetryableError(new TRPCClientError('Failed to fetch'))).toBe(true)
  })
})

describe('handleMutationError', () => {
  it('logs and shows a red toast with an error icon and the message', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const notify = vi.fn()
    const error = serverError('Ordner ist voll', { code: 'CONFLICT', httpStatus: 409 })
    handleMutationError(error, notify)
    expect(log).toHaveBeenCalledWith(error)
    expect(notify).toHaveBeenCalledWith({
      title: 'Ordner ist voll',
      icon: 'lucide:circle-alert',
      color: 'red',
    })
  })

  it('falls back to "Unknown error" for an empty message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const notify = vi.fn()
    handleMutationError(new TRPCClientError(''), notify)
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Unknown error' }))
  })

  it('only logs other errors', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const notify = vi.fn()
    handleMutationError(new Error('bug'), notify)
    expect(log).toHaveBeenCalledOnce()
    expect(notify).not.toHaveBeenCalled()
  })
})
