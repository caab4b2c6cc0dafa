import { setNonce } from 'get-nonce';

// What the browser needs before any page code runs, so pages satisfy the
// Content-Security-Policy (no 'unsafe-eval', no inline style without the nonce).

/**
 * zod checks once whether it may compile parsers with `new Function`; the
 * refused probe is reported as a violation even though zod catches it, so the
 * browser gets the parsers that need no eval from the start. zod keeps its
 * settings on this global (shared by every copy of zod on the page), so the
 * setting is made without loading zod itself on pages that never validate.
 */
export function preferParsersWithoutEval(scope: typeof globalThis = globalThis): void {
  const holder = scope as { __zod_globalConfig?: Record<string, unknown> };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}

if (typeof window !== 'undefined') {
  preferParsersWithoutEval();

  // The dialogs' scroll lock writes a <style> element; it carries this response's
  // nonce (read from Vike's scripts, which the server gave it), which the policy admits.
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  if (script?.nonce) setNonce(script.nonce);
}
