import { pxToRemPlugin } from '@live/ui-kit/postcss';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Brand-neutral: brandgen compiles this once and stamps every brand's index.html around the output.
export default defineConfig({
  base: '/m/',
  plugins: [react()],
  css: { postcss: { plugins: [pxToRemPlugin()] } },
  build: {
    target: 'es2022',
    manifest: true,
    rollupOptions: { input: 'src/main.tsx' },
  },
});
