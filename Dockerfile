# Stopover: one Node process serving the web app, GraphQL and the auth REST calls.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY scripts ./scripts
COPY prisma ./prisma
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/generate.mjs schema relay && npx vite build --config web/vite.config.ts && node scripts/build-server.mjs

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY scripts ./scripts
COPY prisma ./prisma
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY graph ./graph
COPY --from=build /app/graph/generated ./graph/generated
COPY --from=build /app/dist/web ./dist/web
# The server compiled to one module (graph/ stays for the CLI tools: migrate, staff recovery).
COPY --from=build /app/dist/server ./dist/server
USER node
EXPOSE 4000
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "dist/server/server.mjs"]
