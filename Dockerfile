# syntax=docker/dockerfile:1
# Meridian: one image for every role (SERVER_ROLE=all|web|worker). How to run it: docs/deploy.md.
# scripts/image-check.mjs runs this file's runtime stage without Docker (npm run check:image).

# Node 24 LTS on Debian 13 (trixie), whose postgresql-client is 17: the PostgreSQL of compose.yaml.
ARG NODE_IMAGE=node:24.21.0-trixie-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false

# 1. The package files alone: the installs below are reused while none of them changes.
FROM base AS manifests
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# 2. Every dependency, from the lockfile.
FROM manifests AS install
RUN npm ci

# 3. The build: the web app (browser bundle and page renderer) and the server.
FROM install AS build
COPY . .
RUN npm run build

# 4. Production dependencies only, for the runtime.
FROM manifests AS prod-deps
RUN npm ci --omit=dev

# 5. The runtime: production dependencies, the build, the PostgreSQL client tools (backup and
# restore), a non-root user, and every piece of data under /data.
FROM base AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data \
  && chown 1000:1000 /data
COPY --from=prod-deps /app ./
COPY --from=build /app/apps/web/dist apps/web/dist
# The compiled server (apps/server/dist: the bundle, its entry and the SQL migrations beside it).
COPY --from=build /app/apps/server/dist apps/server/dist
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
VOLUME ["/data"]
EXPOSE 3000
# uid 1000 is the base image's `node` user; it owns /data and nothing under /app.
USER 1000:1000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same command as `npm run serve` (package.json): scripts/image-check.mjs fails when they differ.
CMD ["node", "apps/server/dist/main.js"]
