import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import './badge.css';

export const badgeVariants = cva('fc-badge', {
  variants: {
    tone: {
      neutral: 'fc-badge--neutral',
      primary: 'fc-badge--primary',
      accent: 'fc-badge--accent',
      success: 'fc-badge--success',
      warning: 'fc-badge--warning',
      danger: 'fc-badge--danger',
      outline: 'fc-badge--outline',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ tone }), className)} {...props} />;
}

export type TagProps = Omit<BadgeProps, 'children'> & {
  /**
   * Which tag this is, as chosen by @forecourt/core's tag precedence
   * (docs/rules.md#car-tag-precedence), e.g. 'sold', 'reserved', 'new'. Templates style
   * `[data-kind]`; the kit gives each known kind a sensible default tone.
   */
  kind: string;
  label: string;
};

/** A car's tag (docs/rules.md#car-tag-precedence). Renders nothing for a blank label. */
export function Tag({ kind, label, className, ...props }: TagProps) {
  if (label.trim() === '') return null;
  return (
    <Badge data-slot="tag" data-kind={kind} className={cn('fc-tag', className)} {...props}>
      {label}
    </Badge>
  );
}
