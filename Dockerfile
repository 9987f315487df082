# Image for docker-compose.yml: installs, builds the client and the server (compiled JavaScript), and on start migrates, seeds and serves.
FROM node:20-bookworm-slim
WORKDIR /app
# A CJK font and fontconfig: the server draws posters (Chinese text through librsvg); without them names render as boxes.
# ffmpeg: micro videos are transcoded (and made from posters) by ffmpeg child processes.
# tesseract (chi_sim + eng): paper cards are read by a tesseract child process (issue 34).
RUN apt-get update && apt-get install -y --no-install-recommends fontconfig fonts-wqy-zenhei ffmpeg tesseract-ocr tesseract-ocr-chi-sim tesseract-ocr-eng && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter @card/client build && pnpm --filter @card/server build
# The Latin shape model that settles g/q in scanned cards (scripts/tessdata.mjs; the server reads without it if absent).
RUN node -e "import('./scripts/tessdata.mjs').then((m) => m.buildShapeModel('node_modules/.tessdata', console.log))"
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["sh", "-c", "pnpm exec prisma migrate deploy --config prisma.config.ts && pnpm exec tsx prisma/seed/seed.ts && pnpm --filter @card/server start"]
