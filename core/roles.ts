// The fixed ids of the site's Directus roles and policies: directus/scripts/setup.ts creates them, the web
// tier recognises editors by their role, and the extensions in Directus recognise the web server and
// customers by theirs.

/** The Directus role of editors ("Redaktion"). */
export const EDITOR_ROLE_ID = '25ab19ff-1d2b-4c16-9e6a-53cde8c17d2c'

export const ROLE_IDS = {
  /** the user of the web server's static token */
  webserver: '0fb7b899-9814-4754-9d3b-069aba15c43e',
  customer: 'e5b3ff82-e4d0-4750-886f-2d34c93c5432',
  editor: EDITOR_ROLE_ID,
} as const

export const POLICY_IDS = {
  catalogue: '784ae00f-8530-48e1-b98e-ad7364bab285',
  webserver: 'ea79ef1c-dcb6-4cc0-a6fb-3499bf07e2f9',
  customer: '5d7ecfd9-df5b-4b16-9284-9c48c4bf92e7',
  editor: '9aeda65d-42d3-4e22-adba-5bf328288678',
} as const

/** Directus's built-in public policy. */
export const PUBLIC_POLICY_ID = 'abf8a154-5b1c-4a46-ac9c-7300570f4f17'
