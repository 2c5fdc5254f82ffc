/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Rust binary serves index.html for /dash/* and for every unknown short-link path, so
// assets must be referenced by absolute paths (base '/', files under /assets/).
export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: they change less often than the app's own code.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // The charts of the statistics pages and what they bring along.
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant|clsx)[\\/]/,
            },
            // qrcode.react draws only the authenticator's code (links' codes come from the
            // server): left out of the first page's vendor chunk, it loads with that popup.
            { name: 'vendor', test: /node_modules[\\/](?!qrcode\.react[\\/])/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // One DOM per worker, not per file: a fresh jsdom and module graph for each of the files
    // cost three quarters of the run. What a file could leave behind (stores, timers, spies,
    // stubbed globals, storage, the root element's class and style) is reset around every test
    // in src/testing/setup-tests.ts.
    isolate: false,
    // Interaction tests type into forms; the CI machine has two cores.
    testTimeout: 20_000,
    // Let the contrast test read the stylesheet's tokens with a ?raw import.
    css: { include: [/global\.css/] },
  },
});
