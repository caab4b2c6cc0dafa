import type { ComponentProps, CSSProperties } from 'react';
import { cn } from '../lib/cn';
import './skeleton.css';

export type SkeletonProps = ComponentProps<'span'> & {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  shape?: 'rect' | 'text' | 'circle';
};

/** A placeholder block; decorative, so hidden from assistive technology. */
export function Skeleton({
  width,
  height,
  shape = 'rect',
  className,
  style,
  ...props
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton"
      data-shape={shape}
      className={cn('fc-skeleton', className)}
      style={{ width, height, ...style }}
      {...props}
    />
  );
}

/**
 * The loading state of a result card: one status announcement for the whole
 * card instead of many silent blocks (docs/rules.md#search-state: loading).
 */
export function CarCardSkeleton({
  label = 'Loading car',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div role="status" data-slot="car-card-skeleton" className={cn('fc-card-skeleton', className)}>
      <span className="fc-visually-hidden">{label}</span>
      <Skeleton className="fc-card-skeleton__image" />
      <div className="fc-card-skeleton__body">
        <Skeleton shape="text" width="70%" />
        <Skeleton shape="text" width="45%" />
        <Skeleton shape="text" width="35%" height="1.5rem" />
        <Skeleton width="100%" height="2.5rem" />
      </div>
    </div>
  );
}
