/**
 * Build plugin: the scripts of web/public (boot.js) are copied as they are, comments included, and every page
 * downloads them before its first paint. Minify the copies in the output; the sources keep their comments.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { minify, type Plugin } from 'vite';

export function minifyPublicScriptsPlugin(): Plugin {
  let publicDir = '';
  let outDir = '';
  return {
    name: 'noco:minify-public-scripts',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the public files are copied and the bundle is written.
    async closeBundle() {
      if (!publicDir) return;
      for (const name of readdirSync(publicDir).filter((file) => file.endsWith('.js'))) {
        const file = path.join(outDir, name);
        const result = await minify(name, readFileSync(file, 'utf8'), { compress: true, mangle: true });
        if (result.errors.length > 0) this.error(`${name}: ${result.errors.map((error) => error.message).join('; ')}`);
        writeFileSync(file, `${result.code}\n`);
      }
    },
  };
}
