import { buttonVariants } from '@forecourt/ui';

export type DirectionsLinkProps = {
  href: string;
  /** The location, said to screen readers ('Get Directions to …') and in the new tab's warning. */
  name: string;
  variant?: 'primary' | 'secondary' | 'outline' | 'ghost' | 'link';
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/**
 * 'Get Directions' opens the dealership's place link in a new
 * tab (without handing the new page a reference back to this one), and says so (docs/rules.md#get-directions).
 */
export function DirectionsLink({
  href,
  name,
  variant = 'outline',
  size = 'md',
  className,
}: DirectionsLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-action="directions"
      className={buttonVariants({ variant, size, className })}
    >
      Get Directions
      <span className="fc-visually-hidden"> to {name} (opens in a new tab)</span>
    </a>
  );
}
