# syntax=docker/dockerfile:1
# Vedann in a container: `docker build -t vedann .`, then run it with compose.yaml (PostgreSQL,
# several processes, a reverse proxy, MinIO) or alone on its embedded database:
#   docker run -p 3000:3000 -v vedann-data:/data vedann

# Build: the steps of scripts/build-production.sh, which CI runs on a clean clone (.ci/run), so
# what this stage does is tested where Docker cannot run.
FROM node:20-slim AS build
WORKDIR /src
COPY . .
RUN --mount=type=cache,target=/root/.npm scripts/build-production.sh /vedann

# Run: the builds, the migrations and the production dependencies; no compiler, no sources.
FROM node:20-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The code stays root's, read-only to the server; only the data folder is the server's to write
# (PGlite's database, local uploads and the e-mail outbox when PostgreSQL, S3 or SMTP are unset).
COPY --from=build /vedann ./
RUN mkdir -p /data && chown node:node /data
VOLUME /data
# The official image's unprivileged user.
USER node
EXPOSE 3000
# node:20-slim has no curl; Node's own fetch asks.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# start.mjs finds the builds present (no sources here to rebuild from) and runs the server in
# its own process, so `docker stop`'s SIGTERM reaches the clean shutdown (and, with WORKERS > 1,
# every worker's).
CMD ["node", "scripts/start.mjs"]
