/** A minimal REST client for the admin scripts (schema, setup); the app uses @directus/sdk instead. */
export class DirectusApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`Directus ${method} ${path} → ${status}: ${body.slice(0, 600)}`)
    this.name = 'DirectusApiError'
  }
}

export interface Api {
  get<T = unknown>(path: string): Promise<T>
  post<T = unknown>(path: string, body: unknown): Promise<T>
  patch<T = unknown>(path: string, body: unknown): Promise<T>
  delete(path: string): Promise<void>
  /** GET that answers null on 403/404 (Directus answers 403 for items that do not exist). */
  find<T = unknown>(path: string): Promise<T | null>
}

export function createApi(url: string, token: string): Api {
  const base = url.replace(/\/+$/, '')

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(base + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    })
    const text = await res.text()
    if (!res.ok) throw new DirectusApiError(method, path, res.status, text)
    if (!text) return undefined as T
    const json = JSON.parse(text) as { data?: T }
    return json.data as T
  }

  return {
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
    patch: (path, body) => request('PATCH', path, body),
    delete: (path) => request('DELETE', path),
    async find(path) {
      try {
        return await request('GET', path)
      } catch (error) {
        if (error instanceof DirectusApiError && (error.status === 403 || error.status === 404)) return null
        throw error
      }
    },
  }
}
