# The API (apps/api) from its production bundle: `pnpm bundle --only api` first, then, from the
# repository's root: docker build -f deploy/docker/api.Dockerfile -t vitrine/api:0.1.0 .
# The same bundle runs the worker (worker.Dockerfile).
FROM node:20.20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3333
WORKDIR /app
COPY --chown=node:node dist/bundles/api/ ./
USER node
EXPOSE 3333
# Traces when the OTEL_* variables ask (@vitrine/server/tracing-register); SIGTERM drains.
CMD ["node", "--import", "tsx", "--import", "@vitrine/server/tracing-register", "src/main.ts"]
