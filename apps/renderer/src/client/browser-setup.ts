import { setNonce } from 'get-nonce';
import { z } from 'zod';

// What the browser needs before any page code runs, so pages satisfy the
// Content-Security-Policy (no 'unsafe-eval', no inline style without the nonce).

if (typeof window !== 'undefined') {
  // zod checks once whether it may compile parsers with `new Function`; the refused
  // probe is reported as a violation even though zod catches it, so browsers get the
  // parsers that need no eval from the start. The server keeps the compiled ones.
  z.config({ jitless: true });

  // The dialogs' scroll lock writes a <style> element; it carries this response's
  // nonce (read from Vike's scripts, which the server gave it), which the policy admits.
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  if (script?.nonce) setNonce(script.nonce);
}
