import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInlineStyle } from './inline-style';

async function clientDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'inline-style-'));
  await mkdir(path.join(dir, 'assets', 'static'), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    await writeFile(path.join(dir, 'assets', 'static', name), text);
  }
  return dir;
}

describe('the stylesheet a page carries in its head', () => {
  it('is the build’s one stylesheet', async () => {
    const dir = await clientDir({ 'style.abc123.css': 'body{color:red}', 'font.woff2': 'x' });
    expect(await readInlineStyle(dir)).toBe('body{color:red}');
  });

  it('is none when the build has no stylesheet or several (they stay links)', async () => {
    expect(await readInlineStyle(await clientDir({}))).toBeNull();
    const two = await clientDir({ 'a.css': 'a{}', 'b.css': 'b{}' });
    expect(await readInlineStyle(two)).toBeNull();
    expect(await readInlineStyle(path.join(tmpdir(), 'no-such-build'))).toBeNull();
  });

  it('is none when the text could close its own element', async () => {
    const dir = await clientDir({ 'style.css': 'a::after{content:"</style>"}' });
    expect(await readInlineStyle(dir)).toBeNull();
  });
});
