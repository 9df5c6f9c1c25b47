import http from 'node:http'
import { type AddressInfo } from 'node:net'
import zlib from 'node:zlib'

const TILE_SIZE = 256

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A plain light-grey 256 × 256 PNG: what a map tile looks like to the browser, without the world. */
export function placeholderTile(): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(TILE_SIZE, 0)
  header.writeUInt32BE(TILE_SIZE, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(TILE_SIZE * 3, 0xe5)])
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: TILE_SIZE }, () => row)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export type TileServer = {
  /** The `MAP_TILE_URL` template that points at this server. */
  urlTemplate: string
  origin: string
  /** Paths of the tiles requested so far. */
  requests: string[]
  stop(): Promise<void>
}

/**
 * The tile provider in tests (ARCHITECTURE §5): answers `/{z}/{x}/{y}.png` with a placeholder tile, on
 * an origin of its own so that the Content Security Policy and "nothing before consent" are real.
 */
export async function startTileServer(host = '127.0.0.1'): Promise<TileServer> {
  const tile = placeholderTile()
  const requests: string[] = []
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://tiles.invalid').pathname
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(path)) {
      response.writeHead(404).end()
      return
    }
    requests.push(path)
    response.writeHead(200, {
      'Content-Type': 'image/png',
      'Content-Length': tile.length,
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-store',
    })
    response.end(tile)
  })
  await new Promise<void>((resolve) => server.listen(0, host, () => resolve()))
  const { port } = server.address() as AddressInfo
  const origin = `http://${host}:${port}`
  return {
    urlTemplate: `${origin}/{z}/{x}/{y}.png`,
    origin,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
