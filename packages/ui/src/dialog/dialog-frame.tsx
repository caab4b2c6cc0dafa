import type { ReactNode } from 'react';
import { Dialog, DialogContent, type DialogContentProps } from './dialog';

export type DialogFrameProps = Omit<DialogContentProps, 'children'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
};

/** A controlled dialog in one piece: the root and its content. */
export function DialogFrame({ open, onOpenChange, children, ...content }: DialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...content}>{children}</DialogContent>
    </Dialog>
  );
}
