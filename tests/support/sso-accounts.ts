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
  /** Whether the provider vouches for the address (`email_verified`); true unless said otherwise. */
  emailVerified?: boolean
}

/** One password for every test account: this provider exists for local development and tests only. */
export const SSO_TEST_PASSWORD = 'MusterID-Test-2026'

export const SSO_TEST_ACCOUNTS: readonly SsoTestAccount[] = [
  { id: 'anna', email: 'anna.sso@example.com', givenName: 'Anna', familyName: 'Sonnenberg' },
  { id: 'ben', email: 'ben.sso@example.com', givenName: 'Ben', familyName: 'Bergmann' },
  { id: 'clara', email: 'clara.sso@example.com', givenName: 'Clara', familyName: 'Seefeld' },
  { id: 'david', email: 'david.sso@example.com', givenName: 'David', familyName: 'Dünenfeld' },
  { id: 'emil', email: 'emil.sso@example.com', givenName: 'Emil', familyName: 'Elbe', emailVerified: false },
  {
    id: 'frieda',
    email: 'frieda.sso@example.com',
    givenName: 'Frieda',
    familyName: 'Fehmarn',
    emailVerified: false,
  },
  { id: 'gustav', email: 'gustav.sso@example.com', givenName: 'Gustav', familyName: 'Gartow' },
  { id: 'hanna', email: 'hanna.sso@example.com', givenName: 'Hanna', familyName: 'Heide' },
]

/** The provider id the tests and `npm start` configure (SSO_PROVIDERS, AUTH_PROVIDERS in Directus). */
export const LOCAL_SSO_PROVIDER = { id: 'musterid', label: 'Mit MusterID anmelden' } as const
