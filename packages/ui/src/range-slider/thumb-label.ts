/**
 * A thumb's accessible name from its slider's label: 'Minimum price' from 'Price'.
 * Words written in capitals stay so, since a screen reader spells them out ('Minimum ATM').
 */
export function thumbLabel(side: 'Minimum' | 'Maximum', label: string): string {
  const words = label
    .split(' ')
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()));
  return `${side} ${words.join(' ')}`;
}
