import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Transformed like app code, so that a test can load the editor overlay's library afresh.
          server: { deps: { inline: ['@directus/visual-editing'] } },
          include: [
            'app/**/*.test.{ts,tsx}',
            'core/**/*.test.{ts,tsx}',
            'server/**/*.test.{ts,tsx}',
            'trpc/**/*.test.{ts,tsx}',
            'directus/seed/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          // One Directus serves every file; files that run at once would see each other's writes.
          pool: 'forks',
          poolOptions: { forks: { singleFork: true } },
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
})
