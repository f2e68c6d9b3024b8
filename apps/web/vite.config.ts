import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const API_ORIGIN = 'http://localhost:3000';

/**
 * Folders under src/ that load only on demand. Every chunk holding their code is named
 * `<area>-…` so a test can tell that a public page never fetched staff or admin code.
 */
const LAZY_AREAS = ['admin', 'staff', 'apply'] as const;
const PRIVATE_AREAS = ['admin', 'staff'] as const;

function areaOf(moduleIds: readonly string[], areas: readonly string[]): string | undefined {
  return areas.find((area) => moduleIds.some((id) => id.includes(`/apps/web/src/${area}/`)));
}

/**
 * Fails the build when a static import drags staff or admin code or styles into the entry chunk:
 * their modules (stylesheets included) must not be in it, nor their CSS files among the ones the
 * entry loads.
 */
function keepPrivateAreasOutOfEntry(): Plugin {
  return {
    name: 'eta:keep-private-areas-out-of-entry',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const privateCss = new Set(chunks.filter((chunk) => areaOf(chunk.moduleIds, PRIVATE_AREAS)).flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
        const area = areaOf(entry.moduleIds, PRIVATE_AREAS);
        if (area) this.error(`The entry chunk ${entry.fileName} contains src/${area}/ code or styles; load them through a lazy route.`);
        const leaked = [...(entry.viteMetadata?.importedCss ?? [])].filter((css) => privateCss.has(css));
        if (leaked.length) this.error(`The entry chunk ${entry.fileName} loads staff or admin styles (${leaked.join(', ')}); import them from a lazy module.`);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), keepPrivateAreasOutOfEntry()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/trpc': API_ORIGIN,
      '/api': API_ORIGIN,
      '/ws': { target: API_ORIGIN, ws: true },
    },
  },
  build: {
    rolldownOptions: {
      treeshake: {
        // Building a zod schema has no side effects; without this hint every public page would
        // carry zod for schemas only the staff console and the wizard use.
        manualPureFunctions: ['z'],
        // packages/domain does no I/O: a page that uses none of a module's exports (e.g. the country tables built
        // at load time) does not need the module at all.
        moduleSideEffects: [{ test: /\/packages\/domain\/src\//, sideEffects: false }],
      },
      output: {
        chunkFileNames: (chunk) => {
          const area = areaOf(chunk.moduleIds, LAZY_AREAS);
          return area ? `assets/${area}-[name]-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
