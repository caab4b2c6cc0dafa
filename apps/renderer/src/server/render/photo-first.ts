// The car page's scripts wait until its photo has been painted (LCP).
//
// Vike ends a page with its entry script (`<script src type="module" async>`). The
// browser asks for it, and then for the modules it imports, at the same moment as the
// page's photo, and on a phone's connection they share it. Asking for the scripts once
// the photo is on the screen paints the photo sooner; the page comes alive a little
// later, which is the right trade for a page a shopper opens to see the car. Its links
// work before that; its buttons wait for the scripts
// (docs/decisions/0008-photo-first-script-loading.md; figures: docs/benchmarks/README.md).
//
// The entry's tag is replaced by a small script with the same nonce that adds it once
// the page's priority photo (the one image with `fetchpriority="high"`) has loaded
// (or failed) and two frames have been drawn, or after PHOTO_WAIT_MS whatever happens.

/** The longest the scripts wait for the photo. */
export const PHOTO_WAIT_MS = 3000;

/** Vike's entry tag as it writes it in production. */
const ENTRY = /<script src="(\/[^"]+\.js)" type="module" async nonce="([\w-]+)"><\/script>/;

/** The loader that stands in for the entry tag. */
function loader(src: string, nonce: string): string {
  return (
    `<script nonce="${nonce}">(function(){var done=false;function go(){if(done)return;done=true;` +
    `var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(src)};` +
    `s.nonce=${JSON.stringify(nonce)};document.body.appendChild(s)}` +
    `function painted(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}` +
    `var img=document.querySelector('img[fetchpriority="high"]');setTimeout(go,${PHOTO_WAIT_MS});` +
    `if(!img||img.complete)painted();else{img.addEventListener('load',painted);img.addEventListener('error',painted)}})()</script>`
  );
}

/**
 * The page with its entry script added only after its priority photo is painted; the
 * page unchanged when it has no such tag (a page without scripts, or the dev server's).
 */
export function scriptsAfterPhoto(html: string): string {
  const match = ENTRY.exec(html);
  if (!match) return html;
  const [tag, src, nonce] = match as unknown as [string, string, string];
  return html.replace(tag, () => loader(src, nonce));
}

/** The pages whose scripts wait for the photo: the car page. */
export function waitsForPhoto(pageId: string | null | undefined): boolean {
  return pageId === '/pages/cars/@slug';
}
