// Writes schema.graphql from the Pothos schema (`npm run generate`), and the table of what each API
// token scope reaches in docs/api.md from the token declaration; with --check, fails when either
// committed file is stale instead of writing it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printAppSchema } from './index.ts';
import { withTokenReadsGuide } from './token-reads-doc.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
const schemaFile = path.join(root, 'schema.graphql');
const guideFile = path.join(root, 'docs/api.md');
const outputs: Array<[file: string, content: string]> = [
  [schemaFile, printAppSchema()],
  [guideFile, withTokenReadsGuide(read(guideFile))],
];

const stale = outputs.filter(([file, content]) => read(file) !== content);
if (process.argv.includes('--check')) {
  if (stale.length) {
    console.error(`${stale.map(([file]) => path.relative(root, file)).join(' and ')} stale: run \`npm run generate\` and commit the result.`);
    process.exit(1);
  }
} else {
  for (const [file, content] of stale) {
    fs.writeFileSync(file, content);
    console.log(`${path.relative(root, file)} written`);
  }
}
