# The job queue's worker (apps/api/src/worker.ts) from the API's bundle: `pnpm bundle --only
# api`, then: docker build -f deploy/docker/worker.Dockerfile -t vitrine/worker:0.1.0 .
# Its probes on HEALTH_PORT, its metrics on METRICS_PORT; no public port.
FROM node:20.20-bookworm-slim
ENV NODE_ENV=production HEALTH_PORT=9000
WORKDIR /app
COPY --chown=node:node dist/bundles/api/ ./
USER node
EXPOSE 9000
CMD ["node", "--import", "tsx", "--import", "@vitrine/server/tracing-register", "src/worker.ts"]
