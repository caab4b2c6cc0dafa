export { Badge, type BadgeProps, badgeVariants, Tag, type TagProps } from './badge';
