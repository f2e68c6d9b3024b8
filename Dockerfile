# One image for the API and the worker; docker-compose.yml picks the entry point.
FROM node:24-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends chromium ca-certificates && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@10.34.9
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter @eta/web build
ENV NODE_ENV=production CHROMIUM_PATH=/usr/lib/chromium/chromium
EXPOSE 3000
CMD ["node", "--import", "tsx", "apps/api/src/main.ts"]
