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

/** Fails the build when a static import drags staff or admin code into the entry chunk. */
function keepPrivateAreasOutOfEntry(): Plugin {
  return {
    name: 'eta:keep-private-areas-out-of-entry',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.isEntry) continue;
        const area = areaOf(output.moduleIds, PRIVATE_AREAS);
        if (area) this.error(`The entry chunk ${output.fileName} contains src/${area}/ code; load it through a lazy route.`);
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
