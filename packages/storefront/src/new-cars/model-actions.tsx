import type { LeadKind } from '@forecourt/core';
import { Button } from '@forecourt/ui';
import { useState } from 'react';
import { LeadDialog, preloadLeadForm } from '../lead/lead-dialog';

export type ModelActionsProps = {
  /** The model's name: the dialogs name it, and the dealer reads it with the lead. */
  modelName: string;
  /** Whether the site books test drives (its switch). */
  testDrive: boolean;
};

/** What the dealer reads as the lead's subcategory for a lead sent from a model's page. */
export function modelLeadSubcategory(modelName: string): string {
  return `Model: ${modelName}`;
}

/** A model page's enquiry and test drive, in the site's lead dialogs (docs/rules.md#model-range). */
export function ModelActions({ modelName, testDrive }: ModelActionsProps) {
  const [open, setOpen] = useState<LeadKind | null>(null);
  const [last, setLast] = useState<LeadKind>('enquiry');
  const openKind = (kind: LeadKind) => {
    setLast(kind);
    setOpen(kind);
  };
  return (
    <>
      <Button
        data-slot="model-enquire"
        aria-haspopup="dialog"
        onClick={() => openKind('enquiry')}
        onPointerEnter={preloadLeadForm}
        onFocus={preloadLeadForm}
      >
        Enquire Now
      </Button>
      {testDrive ? (
        <Button
          variant="outline"
          data-slot="model-test-drive"
          aria-haspopup="dialog"
          onClick={() => openKind('test-drive')}
          onPointerEnter={preloadLeadForm}
          onFocus={preloadLeadForm}
        >
          Book a Test Drive
        </Button>
      ) : null}
      <LeadDialog
        kind={open ?? last}
        car={null}
        carTitle={modelName}
        subcategory={modelLeadSubcategory(modelName)}
        open={open !== null}
        onOpenChange={(next) => setOpen(next ? last : null)}
      />
    </>
  );
}
