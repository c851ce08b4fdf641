# syntax=docker/dockerfile:1
# The Pulzus image (docs/deployment.md): the API by default, the import worker with
# `node scripts/run-prod.mjs apps/server/dist/worker.js`, the first administrator with
# `npm run create-admin:prod -- …`.
# The build stage runs scripts/prod-build.sh, the script CI runs on a copy of the repo
# (`npm run test:prod`, scripts/prod-smoke.mjs), so these steps are proven without a container runtime.
ARG NODE_IMAGE=node:24-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY . .
# npm ci, npm run build (packages, server → apps/server/dist, portal, embed script), npm ci --omit=dev
RUN bash scripts/prod-build.sh /app

FROM ${NODE_IMAGE}
# the browser that prints PDF reports (docs/reports.md, CHROMIUM_PATH), with fonts that carry ő and ű;
# before the app, so a rebuild after a code change reuses this layer instead of installing it again.
# Reports launch it with --disable-dev-shm-usage: no shm_size needed (docs/deployment.md)
RUN apt-get update \
    && apt-get install -y --no-install-recommends chromium fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
# the folder CI proved, as built: dist folders and the production node_modules (owned by root,
# read-only for the server)
COPY --from=build /app /app
USER node
EXPOSE 3000
# readiness: the database answers and has every migration (README "Probes")
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# the command of `npm run start:prod` (the Node check, then the server in the same process), without
# npm in between: node is PID 1 and gets SIGTERM itself, drains for up to 25 s and exits 0; give the
# runtime a longer grace period than that (compose.yaml stop_grace_period)
CMD ["node", "scripts/run-prod.mjs", "apps/server/dist/server.js"]
