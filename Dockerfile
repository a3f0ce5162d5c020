# Arbiter API. Build: docker build -t arbiter . ; run with docker-compose.yml (PostgreSQL 15).
#
# Node.js 22 LTS, pinned by the multi-arch image index digest of node:22-bookworm-slim (Node 22.23.3,
# the tag's digest in October 2026). The digest, not the tag, decides what is pulled: to update, take
# the new digest of the tag (`docker buildx imagetools inspect node:22-bookworm-slim`) and replace
# it here, in both stages at once (the build stage compiles native modules for the runtime stage).
ARG NODE_IMAGE=node:22-bookworm-slim@sha256:43ac6c60b8f89723f746e8a92ce91abd5017e627ce1ddfe4238355d3a30b772c

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json nest-cli.json ./
COPY src src
COPY migrations migrations
COPY scripts scripts
COPY bench bench
RUN npm run build && npm prune --omit=dev

FROM ${NODE_IMAGE}
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:3000/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/src/main.js"]
