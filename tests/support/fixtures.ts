import { test as base, expect } from '@playwright/test'

type Fixtures = {
  /**
   * Console errors that a test expects, e.g. Chromium's "Failed to load resource: … 404" on a not-found
   * page. Set it with `test.use({ allowedConsoleErrors: [/status of 404/] })`.
   */
  allowedConsoleErrors: RegExp[]
  failOnBrowserErrors: void
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  failOnBrowserErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const text = message.text()
        if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return
        const { url, lineNumber } = message.location()
        errors.push(`console.error: ${text}${url ? ` (${url}:${lineNumber})` : ''}`)
      })
      page.on('pageerror', (error) => errors.push(`page error: ${error.stack ?? error.message}`))
      await use()
      expect(errors, 'The browser reported errors during the test').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
