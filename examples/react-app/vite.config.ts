import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The app calls the Pulzus API on its own origin under `/api/` (the packages' README, "The API
 * proxy"); in development Vite forwards it to the server named by PULZUS_API_URL.
 */
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': { target: process.env.PULZUS_API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
