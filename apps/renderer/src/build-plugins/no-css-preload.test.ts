import { describe, expect, it } from 'vitest';
import { withoutCssPreloads } from './no-css-preload';

// The head of a chunk as Vite writes it, and two dynamic imports that preload
// scripts and stylesheets.
const chunk = [
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/chunks/a.js","assets/static/a.css","assets/chunks/b.js","assets/static/b.css"])))=>i.map(i=>d[i]);',
  'import{t as e}from"./preload.js";',
  'const x=()=>e(()=>import("./a.js"),__vite__mapDeps([0,1,3]),import.meta.url);',
  'const y=()=>e(()=>import("./c.js"),__vite__mapDeps([1,3]),import.meta.url);',
  'const z=()=>e(()=>import("./b.js"),__vite__mapDeps([2,3,0]),import.meta.url);',
].join('\n');

describe('what a dynamic import preloads', () => {
  it('is the scripts only: each import keeps its scripts, in order, and loses its stylesheets', () => {
    const code = withoutCssPreloads(chunk, 'chunk.js');
    expect(code.split('\n')[0]).toBe(
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/chunks/a.js","assets/chunks/b.js"])))=>i.map(i=>d[i]);',
    );
    // Padded to their old length: the code after each keeps its columns.
    expect(code).toContain('import("./a.js"),__vite__mapDeps([0    ]),');
    expect(code).toContain('import("./c.js"),__vite__mapDeps([   ]),');
    expect(code).toContain('import("./b.js"),__vite__mapDeps([1,0  ]),');
    const lines = code.split('\n');
    for (const [index, line] of chunk.split('\n').entries()) {
      if (index > 0) expect(lines[index]).toHaveLength(line.length);
    }
  });

  it('leaves a chunk without such a list as it is', () => {
    const plain = 'import"./x.js";export const a=1;';
    expect(withoutCssPreloads(plain, 'plain.js')).toBe(plain);
  });

  it('fails the build when the list has a form it does not know', () => {
    const changed = chunk.replace('=>i.map(i=>d[i]);', '=>i.map(j=>d[j]);');
    expect(() => withoutCssPreloads(changed, 'chunk.js')).toThrow(/chunk\.js: Vite's preload list/);
  });
});
