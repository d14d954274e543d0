// Where a CPU profile's time goes (node --cpu-prof): self time per function and per package, the
// way the closing notes quote it. `node --import tsx bench/profile-summary.ts FILE` prints one.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** node_modules/<package> or the project's own file, so the shares read as "who costs what". */
function owner(url: string): string {
  if (!url) return '(native / idle / gc)';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1]!;
  if (url.startsWith('node:')) return 'node core';
  const project = /\/(graph|web|bench)\/(.*)$/.exec(url);
  return project ? `${project[1]}/${project[2]}` : url;
}

export function summariseProfile(file: string, top = 20): void {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = [...self.entries()].filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)').reduce((a, [, t]) => a + t, 0);
  const busy = total - idle;
  const frames = new Map<string, number>();
  const packages = new Map<string, number>();
  for (const [id, time] of self) {
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') continue;
    const where = owner(node.callFrame.url);
    const frame = `${node.callFrame.functionName || '(anonymous)'} ${where}:${node.callFrame.lineNumber + 1}`;
    frames.set(frame, (frames.get(frame) ?? 0) + time);
    packages.set(where, (packages.get(where) ?? 0) + time);
  }
  const share = (t: number) => `${((100 * t) / busy).toFixed(1).padStart(5)} %`;
  console.log(`\nCPU busy ${(busy / 1e6).toFixed(1)} s of ${(total / 1e6).toFixed(1)} s profiled (${((100 * busy) / total).toFixed(0)} %)`);
  console.log('\nSelf time by package or file:');
  for (const [where, t] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${share(t)}  ${where}`);
  console.log('\nSelf time by function:');
  for (const [frame, t] of [...frames].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${share(t)}  ${frame}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) summariseProfile(process.argv[2]!);
