// Bundles the server into dist/main.mjs: workspace packages are compiled in, npm dependencies stay
// external (resolved from node_modules at run time). The SQL migrations are copied beside it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
fs.rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: path.join(dist, 'main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externals',
      setup(b) {
        // Bare imports that are not our workspace packages stay external.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@benefits/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.info(`built ${path.relative(process.cwd(), path.join(dist, 'main.mjs'))}`);
