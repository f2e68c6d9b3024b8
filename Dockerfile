# syntax=docker/dockerfile:1
# Two images from one file (docker-compose.yml builds both targets):
#   api     the HTTP API, serving the built web app        docker build --target api .
#   worker  jobs, the outbox, the SMTP code receiver and   docker build --target worker .
#           the government-form automation in Debian's Chromium
# Both run as uid 10001, which owns DATA_DIR and nothing else; only production dependencies ship.
ARG NODE_IMAGE=node:24-bookworm-slim

# --- pnpm at the version package.json pins (packageManager) -------------------------------------
FROM ${NODE_IMAGE} AS pnpm
ENV CI=true npm_config_store_dir=/pnpm/store
WORKDIR /app
COPY package.json ./
RUN npm install --global "$(node -p "require('./package.json').packageManager.split('+')[0]")" \
 && npm cache clean --force

# Every workspace manifest: a frozen install checks the whole lockfile against them.
FROM pnpm AS manifests
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/cli/package.json apps/cli/
COPY apps/web/package.json apps/web/
COPY apps/worker/package.json apps/worker/
COPY packages/core/package.json packages/core/
COPY packages/domain/package.json packages/domain/
COPY packages/gov-sim/package.json packages/gov-sim/
COPY bench/package.json bench/

# --- the web app, built with the dev toolchain (which stays in this stage) -----------------------
FROM manifests AS build
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm install --frozen-lockfile
COPY . .
# The web app, and the server packages transpiled to JavaScript in each package's dist/.
RUN pnpm run build

# --- production dependencies of one app and the workspace packages it imports -------------------
# `pnpm install --prod` keeps the workspace layout: packages/* stay real folders that node_modules link to.
FROM manifests AS api-deps
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm install --prod --frozen-lockfile --filter '@eta/api...'

FROM manifests AS worker-deps
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm install --prod --frozen-lockfile --filter '@eta/worker...'

# --- runtime base ------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production DATA_DIR=/var/lib/eta
# The app needs no package manager at run time; scanners flag them, and an intruder could use them.
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack /opt/yarn-v* \
      /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /usr/local/bin/yarn /usr/local/bin/yarnpkg \
 && groupadd --gid 10001 eta \
 && useradd --uid 10001 --gid eta --home-dir /var/lib/eta --no-create-home --shell /usr/sbin/nologin eta \
 && install -d -o eta -g eta -m 0700 /var/lib/eta
# Code and packages stay root-owned and read-only to the app user.
WORKDIR /app

# --- api ---------------------------------------------------------------------------------------
FROM runtime AS api
COPY --from=api-deps /app ./
COPY --from=build /app/packages/domain/dist packages/domain/dist/
COPY --from=build /app/packages/core/dist packages/core/dist/
COPY --from=build /app/apps/api/dist apps/api/dist/
COPY --from=build /app/apps/web/dist apps/web/dist/
USER eta
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The compiled build: `compiled` sends @eta/* imports to each package's dist/; no TypeScript is loaded.
CMD ["node", "--conditions=compiled", "--enable-source-maps", "apps/api/dist/main.js"]

# --- worker ------------------------------------------------------------------------------------
FROM runtime AS worker
# tini reaps the Chromium processes Playwright leaves behind and forwards SIGTERM to node.
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-liberation tini \
 && rm -rf /var/lib/apt/lists/*
ENV CHROMIUM_PATH=/usr/bin/chromium
COPY --from=worker-deps /app ./
COPY --from=build /app/packages/domain/dist packages/domain/dist/
COPY --from=build /app/packages/core/dist packages/core/dist/
COPY --from=build /app/apps/worker/dist apps/worker/dist/
USER eta
EXPOSE 2525
# The SMTP code receiver starts last (after migrations and the queue); its 220 greeting means the
# worker is up and its event loop answers, which says more than a live process.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "const s = require('node:net').connect(Number(process.env.MAIL_IN_PORT || 2525), '127.0.0.1'); s.setTimeout(4000, () => process.exit(1)); s.on('error', () => process.exit(1)); s.once('data', (d) => { s.end('QUIT\\r\\n'); process.exit(String(d).startsWith('220') ? 0 : 1); })"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--conditions=compiled", "--enable-source-maps", "apps/worker/dist/main.js"]
