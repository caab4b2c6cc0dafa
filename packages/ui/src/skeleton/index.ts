export { CarCardSkeleton, Skeleton, type SkeletonProps } from './skeleton';
