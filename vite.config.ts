import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? process.env.PORT ?? 3000);

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 400 },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/storage': `http://127.0.0.1:${apiPort}` } },
});
