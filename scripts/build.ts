/**
 * The server-side build: every TypeScript file of the packages the API, worker, CLI and practice
 * form run (tests left out) becomes JavaScript in its package's `dist/`, with relative imports
 * pointing at `.js`. Types are checked by `pnpm typecheck`, not here, so this takes seconds.
 *
 * Production starts from it: `node --conditions=compiled apps/api/dist/main.js`. The `compiled`
 * export condition sends every `@eta/*` import to that package's `dist/`; without it (development,
 * tests, the web build) the same imports reach the TypeScript sources.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..');
const SERVER_PACKAGES = ['packages/domain', 'packages/core', 'packages/gov-sim', 'apps/api', 'apps/worker', 'apps/cli'];

const COMPILER_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2023,
  verbatimModuleSyntax: true,
  rewriteRelativeImportExtensions: true,
  sourceMap: true,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !/\.(test|d)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Transpiles one package's `src/` into a fresh `dist/`; returns how many files it wrote. */
function buildPackage(packageDir: string): number {
  const src = join(ROOT, packageDir, 'src');
  const dist = join(ROOT, packageDir, 'dist');
  rmSync(dist, { recursive: true, force: true });
  const files = sourceFiles(src);
  for (const file of files) {
    const out = join(dist, relative(src, file)).replace(/\.ts$/, '.js');
    const { outputText, sourceMapText } = ts.transpileModule(readFileSync(file, 'utf8'), { compilerOptions: COMPILER_OPTIONS, fileName: file });
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, outputText);
    if (sourceMapText) writeFileSync(`${out}.map`, sourceMapText);
  }
  return files.length;
}

const start = performance.now();
const counts = SERVER_PACKAGES.map((packageDir) => `${packageDir} ${buildPackage(packageDir)}`);
console.log(`built ${counts.join(', ')} files into dist/ in ${((performance.now() - start) / 1000).toFixed(1)} s`);
