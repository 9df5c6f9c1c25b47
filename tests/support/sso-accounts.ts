/**
 * The people known to the local OpenID provider (tests/support/oidc-provider.ts). Kept apart from the
 * provider so that Playwright tests can import them without loading `oidc-provider`.
 * Addresses use example.com: Directus refuses reserved domains such as .local and .test.
 */
export interface SsoTestAccount {
  /** The provider's subject identifier (`sub`). */
  id: string
  email: string
  givenName: string
  familyName: string
}

/** One password for every test account: this provider exists for local development and tests only. */
export const SSO_TEST_PASSWORD = 'MusterID-Test-2026'

export const SSO_TEST_ACCOUNTS: readonly SsoTestAccount[] = [
  { id: 'anna', email: 'anna.sso@example.com', givenName: 'Anna', familyName: 'Sonnenberg' },
  { id: 'ben', email: 'ben.sso@example.com', givenName: 'Ben', familyName: 'Bergmann' },
  { id: 'clara', email: 'clara.sso@example.com', givenName: 'Clara', familyName: 'Seefeld' },
  { id: 'david', email: 'david.sso@example.com', givenName: 'David', familyName: 'Dünenfeld' },
]

/** The provider id the tests and `npm start` configure (SSO_PROVIDERS, AUTH_PROVIDERS in Directus). */
export const LOCAL_SSO_PROVIDER = { id: 'musterid', label: 'Mit MusterID anmelden' } as const
