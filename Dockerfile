# check=skip=SecretsUsedInArgOrEnv
# The site as one container: Next's standalone output, started by its start command (`node serve.mjs`), as
# a user without privileges. Build with the public origin and where the site runs, which the prerendered
# pages carry:
#   docker build --build-arg SITE_URL=https://www.sarnia-water.example \
#     --build-arg HOSTING_PROVIDER='Hetzner Online' --build-arg HOSTING_REGION=frankfurt -t sarnia .
# A production SITE_URL builds only with the Server Actions key every build of the site shares, made once
# (openssl rand -base64 32) and kept: --build-arg NEXT_SERVER_ACTIONS_ENCRYPTION_KEY="$KEY" (docs/self-host.md),
# and once the launch list is closed (docs/launch.md), or with --build-arg LAUNCH_CHECK=off. Everything
# else is read when the container starts (see .env.example); compose.yaml runs it behind nginx.

ARG NODE_IMAGE=node:24.21-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ARG SITE_URL=http://localhost:8080
ARG LAUNCH_CHECK
ARG HOSTING_PROVIDER
ARG HOSTING_REGION
# A build argument, not a secret mount (hence the check skipped on the first line): the build writes the key
# into its output (Next's .next/server/server-reference-manifest.json), which the image holds anyway.
ARG NEXT_SERVER_ACTIONS_ENCRYPTION_KEY
ENV NEXT_TELEMETRY_DISABLED=1 SITE_URL=${SITE_URL} LAUNCH_CHECK=${LAUNCH_CHECK} \
    HOSTING_PROVIDER=${HOSTING_PROVIDER} HOSTING_REGION=${HOSTING_REGION} \
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY=${NEXT_SERVER_ACTIONS_ENCRYPTION_KEY}
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    OUTBOX_DIR=/app/outbox \
    BACKUP_DIR=/app/backup
# The app's files belong to root and cannot be changed by the server; only the outbox, and the folder of the
# daily copy of its records (a volume of its own, to be put on another disk), are its own, and no one else's
# (0700: they hold enquiries). They are made before VOLUME, so a new volume starts out owned by the node
# user (uid 1000), with that mode, too.
RUN mkdir -m 700 /app/outbox /app/backup && chown node:node /app/outbox /app/backup
# npm run build has put .next/static, public and the start command, serve.mjs, beside server.js.
COPY --from=build /app/.next/standalone ./
COPY deploy/healthcheck.mjs ./
# The copy by hand, and the one function every copy of the records is taken with, where the script finds it.
COPY deploy/backup.mjs ./deploy/
COPY lib/enquiry/server/store/copy-database.mjs ./lib/enquiry/server/store/
VOLUME /app/outbox /app/backup
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["node", "healthcheck.mjs"]
# Node itself is PID 1 and handles SIGTERM: Next stops taking connections and finishes the requests it
# has (an enquiry in flight is delivered or kept) before it exits; give it the time compose.yaml gives.
# serve.mjs starts server.js in its own process: with TRUSTED_PROXY_COUNT=0 it drops any X-Forwarded-For
# a client sends, so that the address the site counts is the connection's (deploy/serve.mjs).
CMD ["node", "serve.mjs"]
