# syntax=docker/dockerfile:1
# Gatehouse as one container: the compiled server, its production dependencies and the built portal,
# run by the image's own Node 24 as an unprivileged user. See docs/deploying.md.
#
#   docker build -t gatehouse .
#   docker run -p 8080:8080 -v gatehouse-data:/var/lib/gatehouse gatehouse     # embedded database
#   docker compose up -d                                                       # with PostgreSQL and HTTPS

ARG NODE_VERSION=24

# ── manifests: the workspace's package files, so each install is cached until a dependency changes ──
FROM node:${NODE_VERSION} AS manifests
WORKDIR /src
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/art/package.json packages/art/
COPY packages/api-client/package.json packages/api-client/
COPY packages/ui/package.json packages/ui/
COPY apps/server/package.json apps/server/
COPY apps/portal/package.json apps/portal/

# ── build: every dependency, the portal build and the compiled server ──────────────────────────────
FROM manifests AS build
# `npm install`, not `npm ci`: `npm ci` rejects this lockfile (platform-specific optional packages),
# while `npm install` with the committed lockfile installs exactly the locked tree.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# ── production dependencies: only what the compiled server imports ────────────────────────────────
FROM manifests AS production-dependencies
# The server's own dependencies, none of the portal's or the tools'. The workspace packages are
# bundled into dist/main.js, so their links are removed rather than left pointing at nothing.
RUN npm install --omit=dev --workspace @gatehouse/server --no-audit --no-fund \
  && rm -rf node_modules/@gatehouse

# ── runtime: what runs, and nothing else ──────────────────────────────────────────────────────────
FROM node:${NODE_VERSION}-slim AS runtime
# PUBLIC_URL is the operator's to give (`docker run -e PUBLIC_URL=https://play.example.org`, or
# compose): in production the server refuses to start without it.
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/var/lib/gatehouse
WORKDIR /app
COPY --from=production-dependencies /src/node_modules ./node_modules
# The manifests say "type": "module", which makes node load dist/main.js as an ES module.
COPY package.json ./
COPY apps/server/package.json apps/server/
COPY apps/server/public apps/server/public
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/portal/dist apps/portal/dist
# The portal's server renderer: one module with everything it imports (ADR 0024).
COPY --from=build /src/apps/portal/dist-server apps/portal/dist-server
# The embedded database (used when DATABASE_URL is not set) keeps its files here; mount a volume.
RUN mkdir -p /var/lib/gatehouse && chown node:node /var/lib/gatehouse
VOLUME ["/var/lib/gatehouse"]
USER node
EXPOSE 8080
# Slim images have no curl: Node asks the health check itself. 503 or no answer counts as unhealthy.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) stops it gracefully: running requests finish and the database closes.
CMD ["node", "apps/server/dist/main.js"]
