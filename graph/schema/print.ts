// Writes schema.graphql from the Pothos schema (`npm run generate`); with --check, fails when the
// committed file is stale instead of writing it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printAppSchema } from './index.ts';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema.graphql');
const sdl = printAppSchema();
if (process.argv.includes('--check')) {
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (current !== sdl) {
    console.error('schema.graphql is stale: run `npm run generate` and commit the result.');
    process.exit(1);
  }
} else if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== sdl) {
  fs.writeFileSync(target, sdl);
  console.log('schema.graphql written');
}
