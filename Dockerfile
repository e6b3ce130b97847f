# syntax=docker/dockerfile:1
# Siteguard in production: the built server and web app on Node.js 24 LTS, as a non-root user.
#   docker build -t siteguard .
#   docker compose up            (with PostgreSQL and MinIO: compose.yaml, docs/operations.md)
# Three stages: build everything, install the server's production dependencies alone, then a slim
# runtime with only those and the built files.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/form-engine/package.json packages/form-engine/
COPY packages/form-react/package.json packages/form-react/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/form-engine/package.json packages/form-engine/
# The workspace packages are bundled into dist/server.js; only registry dependencies are needed.
RUN npm ci --omit=dev --workspace @siteguard/server --include-workspace-root=false --no-audit --no-fund \
  && mkdir -p apps/server/node_modules

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    SEED_DEMO=false
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/apps/server/node_modules ./apps/server/node_modules
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/packages/form-react/dist ./packages/form-react/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains in-flight requests and ends event streams (see README: shutdown).
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
