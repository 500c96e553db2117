import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server owns /api; in development Vite forwards it there so the session cookie stays
// same-origin, exactly as it is in production where the server also serves dist/.
const apiProxy = { '/api': { target: 'http://localhost:3000' } };

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist' },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
