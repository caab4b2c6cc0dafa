export { Button, type ButtonProps, buttonVariants, Spinner } from './button';
