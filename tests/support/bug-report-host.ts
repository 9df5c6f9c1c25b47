import http from 'node:http'
import { type AddressInfo } from 'node:net'

/** The project id the test Directus is configured with (scripts/test.ts). */
export const TEST_BUG_REPORT_PROJECT = 'reiseportal-test'

// The stand-in for the bug-report vendor's script host (ARCHITECTURE §5): `/shim.js` does what the vendor's
// script is for here, visibly: it reads `window.markerConfig` and shows the project id it was loaded with.
const SHIM = `(() => {
  window.bugReportLoads = (window.bugReportLoads || 0) + 1
  const widget = document.createElement('div')
  widget.id = 'fehlermelder-attrappe'
  widget.dataset.project = (window.markerConfig && window.markerConfig.project) || ''
  widget.dataset.loads = String(window.bugReportLoads)
  widget.textContent = 'Fehlermelder ' + widget.dataset.project
  document.body.append(widget)
})()
`

export async function startBugReportHost(host = '127.0.0.1') {
  const server = http.createServer((request, response) => {
    if (new URL(request.url ?? '/', 'http://host.invalid').pathname !== '/shim.js') {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' })
    response.end(SHIM)
  })
  await new Promise<void>((resolve) => server.listen(0, host, () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    scriptUrl: `http://${host}:${port}/shim.js`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
