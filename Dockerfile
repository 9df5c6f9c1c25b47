# syntax=docker/dockerfile:1
# The web tier only (Remix + express + tRPC). Directus runs from its official image (docker-compose.yml).

FROM node:22-bookworm-slim AS base
WORKDIR /app

# Install scripts stay off: the root postinstall would install Directus, and the npm package `node`
# would fetch a second Node 22 although the image has one. The one part of postinstall the web tier
# needs, the dependency patches in patches/, is applied by hand.
FROM base AS deps
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --ignore-scripts --no-audit --no-fund \
 && node_modules/.bin/patch-package --error-on-fail

FROM deps AS build
COPY remix.config.js tailwind.config.ts tsconfig.json ./
COPY app ./app
COPY core ./core
COPY server ./server
COPY trpc ./trpc
COPY public ./public
COPY scripts/build.ts ./scripts/build.ts
# Binaries are called directly (not through npm scripts) so that `node` is the image's Node 22.
# scripts/build.ts is `npm run build`: the Remix build, then the island bundle (decision 31).
RUN NODE_ENV=production node_modules/.bin/tsx scripts/build.ts \
 && npm prune --omit=dev --ignore-scripts --no-audit --no-fund \
 && rm -f node_modules/.bin/node

FROM base AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0
COPY --chown=node:node package.json tsconfig.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/public ./public
COPY --chown=node:node core ./core
COPY --chown=node:node server ./server
COPY --chown=node:node trpc ./trpc
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node_modules/.bin/tsx", "server/index.ts"]
