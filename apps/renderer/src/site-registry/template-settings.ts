import type { TemplateName } from '@forecourt/core';
import type { FrameSettings } from '@forecourt/storefront/frame';
import { frame as franchise } from '@forecourt/template-franchise';
import { frame as heritage } from '@forecourt/template-heritage';
import { frame as metro } from '@forecourt/template-metro';
import { frame as outback } from '@forecourt/template-outback';
// new-template: imports are added above this line

// Each template's choices for the storefront's site frame, under the names of core's
// template registry (a name missing here is a type error). `pnpm new-template` adds
// the import and the entry at the two marker lines.
export const templateFrames: Record<TemplateName, FrameSettings> = {
  metro,
  heritage,
  outback,
  franchise,
  // new-template: entries are added above this line
};
