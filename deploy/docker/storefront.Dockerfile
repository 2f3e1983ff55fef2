# The storefront's server (apps/storefront) from its production bundle, its build inside:
# `pnpm bundle --only storefront`, then:
# docker build -f deploy/docker/storefront.Dockerfile -t vitrine/storefront:0.1.0 .
FROM node:20.20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --chown=node:node dist/bundles/storefront/ ./
USER node
EXPOSE 3000
CMD ["node", "--import", "tsx", "--import", "@vitrine/server/tracing-register", "server.ts"]
