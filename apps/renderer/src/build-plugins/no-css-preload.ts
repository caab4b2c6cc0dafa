import type { Plugin } from 'vite';

// A page carries in its head the CSS of every chunk it may ever import
// (src/server/render/inline-style.ts). Vite's preload helper would still fetch, before
// a dynamic import() resolves, the CSS of the imported chunk and of every chunk
// it imports, the page's shared chunks among them, and append it after the
// page's stylesheet: a request for nothing new, and the shared rules moved
// after the page's own. Vite offers no setting that leaves CSS out of those
// lists (build.modulePreload.resolveDependencies is given the scripts only), so
// this plugin takes them out where the build writes them: the list of files a
// chunk's dynamic imports preload (`__vite__mapDeps` at the top of the chunk)
// and the indexes each import passes to it. The build fails if their form
// changes.

const MAP_DEPS_HEAD =
  /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);$/;
const MAP_DEPS_CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/** A chunk's code with no stylesheet in what its dynamic imports preload. */
export function withoutCssPreloads(code: string, fileName: string): string {
  if (!code.startsWith('const __vite__mapDeps=')) return code;
  const end = code.indexOf('\n');
  const head = MAP_DEPS_HEAD.exec(end === -1 ? code : code.slice(0, end));
  if (!head) {
    throw new Error(
      `${fileName}: Vite's preload list has a new form; see src/build-plugins/no-css-preload.ts`,
    );
  }
  const files = JSON.parse(head[1] as string) as string[];
  const kept: string[] = [];
  const newIndex = files.map((file) => (file.endsWith('.css') ? -1 : kept.push(file) - 1));
  // Each list is padded with spaces to its old length, so that every later
  // column, and the source map that points at it, stays where it was.
  const body = (end === -1 ? '' : code.slice(end)).replace(MAP_DEPS_CALL, (call, list: string) => {
    const indexes = list
      .split(',')
      .filter(Boolean)
      .map((index) => newIndex[Number(index)] ?? -1)
      .filter((index) => index >= 0);
    const kept = `__vite__mapDeps([${indexes.join(',')}`;
    return `${kept.padEnd(call.length - 2)}])`;
  });
  return `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(kept)})))=>i.map(i=>d[i]);${body}`;
}

export function noCssPreload(): Plugin {
  return {
    name: 'forecourt:no-css-preload',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = withoutCssPreloads(file.code, file.fileName);
        }
      },
    },
  };
}
