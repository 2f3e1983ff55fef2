# The seller office's server (apps/seller-office) from its production bundle, its build
# inside: `pnpm bundle --only seller-office`, then:
# docker build -f deploy/docker/seller-office.Dockerfile -t vitrine/seller-office:0.1.0 .
FROM node:20.20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3001
WORKDIR /app
COPY --chown=node:node dist/bundles/seller-office/ ./
USER node
EXPOSE 3001
CMD ["node", "--import", "tsx", "--import", "@vitrine/server/tracing-register", "server.ts"]
