import { test as base, expect, type Page } from '@playwright/test'

import { createCustomer, createEditor, type Customer } from './directus-admin'

type Fixtures = {
  /** An active customer of its own for this test, removed afterwards. */
  customer: Customer
  /** An active editor (role Redaktion) of its own for this test, removed afterwards. */
  editor: Customer
  /**
   * Signs the page's browser in through the login form's POST, without rendering the login page: for
   * tests whose subject is not the login itself.
   */
  signIn: (account: Pick<Customer, 'email' | 'password'>) => Promise<void>
  /**
   * Console errors that a test expects, e.g. Chromium's "Failed to load resource: … 404" on a not-found
   * page; matched against the message followed by its address, "(http://…:line)". Set it with
   * `test.use({ allowedConsoleErrors: [/status of 404/] })`.
   */
  allowedConsoleErrors: RegExp[]
  failOnBrowserErrors: void
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  // Playwright reads a fixture's dependencies from its first parameter's pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  customer: async ({}, provide) => {
    const customer = await createCustomer()
    await provide(customer)
    await customer.remove()
  },
  // eslint-disable-next-line no-empty-pattern
  editor: async ({}, provide) => {
    const editor = await createEditor()
    await provide(editor)
    await editor.remove()
  },
  signIn: async ({ page, baseURL }, provide) => {
    await provide(async (account) => signInThroughApi(page, baseURL!, account))
  },
  failOnBrowserErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const { url, lineNumber } = message.location()
        // The message with the address it is about, which a pattern may name.
        const text = `${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`
        if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return
        errors.push(`console.error: ${text}`)
      })
      page.on('pageerror', (error) => errors.push(`page error: ${error.stack ?? error.message}`))
      await use()
      expect(errors, 'The browser reported errors during the test').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

async function signInThroughApi(page: Page, baseURL: string, account: Pick<Customer, 'email' | 'password'>) {
  const response = await page.request.post('/hotel/account/anmelden', {
    form: { email: account.email, password: account.password },
    headers: { origin: new URL(baseURL).origin },
    maxRedirects: 0,
  })
  expect(response.status(), "sign-in through the login form's POST").toBe(302)
}
