// No module of the server or the web app imports one that imports it back, directly or round a
// loop: a shared piece lives in its own small module that both sides import. Prisma's generated
// client has loops of its own, not ours to break, and is neither listed nor followed. Test files
// are left out too: nothing imports them, so they close no loop, and parsing them is most of the
// time this would take.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const GENERATED = 'graph/generated/';

function modules(dir: string): string[] {
  return readdirSync(`${root}${dir}`, { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file}`)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(GENERATED) && !file.includes('/node_modules/'));
}

it('graph/ and web/ have no import cycles', async () => {
  const result = await madge([...modules('graph'), ...modules('web')], {
    baseDir: root,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: `${root}tsconfig.json`,
    dependencyFilter: (path) => !path.startsWith(`${root}${GENERATED}`),
  });
  expect(Object.keys(result.obj()).length).toBeGreaterThan(500);
  expect(result.circular().map((cycle) => cycle.join(' > '))).toEqual([]);
}, 120_000);
