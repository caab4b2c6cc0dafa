// The options both selects take (Select over Radix, NativeSelect over the
// browser's own): flat, or in labelled groups.

export type SelectOption = { value: string; label: string; disabled?: boolean };
export type SelectGroup = { label: string; options: readonly SelectOption[] };

export function isGroup(item: SelectOption | SelectGroup): item is SelectGroup {
  return 'options' in item;
}
