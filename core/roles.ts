/** The Directus role of editors ("Redaktion"), fixed by the setup script (directus/scripts/setup.ts). */
export const EDITOR_ROLE_ID = '25ab19ff-1d2b-4c16-9e6a-53cde8c17d2c'
