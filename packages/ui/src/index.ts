// Public surface of @forecourt/ui: explicit named exports, one block per component.
// Tokens: import '@forecourt/ui/tokens.css' once per page, then a template's theme.css.

// --- accordion and filter sections
export {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  FilterSection,
  type FilterSectionProps,
} from './accordion';
// --- badge and tag
export { Badge, type BadgeProps, badgeVariants, Tag, type TagProps } from './badge';
// --- banner
export { Banner, type BannerProps, bannerVariants } from './banner';
// --- brand logo grid
export { type Brand, BrandGrid, type BrandGridProps } from './brand-grid';
// --- budget finder
export {
  BudgetFinder,
  type BudgetFinderBody,
  type BudgetFinderFrequency,
  type BudgetFinderProps,
} from './budget-finder';
// --- button
export { Button, type ButtonProps, buttonVariants, Spinner } from './button';
// --- car card
export { CarCard, type CarCardProps, type FavouriteToggle } from './car-card';
// --- carousel
export { Carousel, type CarouselImage, type CarouselProps, loopIndex } from './carousel';
// --- checkbox
export { Checkbox, type CheckboxProps } from './checkbox';
// --- chip
export { Chip, type ChipProps } from './chip';
// --- combobox
export { Combobox, type ComboboxOption, type ComboboxProps } from './combobox';
// --- dialog
export {
  CloseIcon,
  DeferredDialog,
  type DeferredDialogProps,
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogFrame,
  type DialogFrameProps,
  DialogTrigger,
  preloadDialog,
} from './dialog';
// --- disclosure (View more / View less)
export { Disclosure, type DisclosureProps } from './disclosure';
// --- form error list
export { type FormError, FormErrorList, type FormErrorListProps } from './form-error-list';
// --- hours table
export { type HoursRow, HoursTable, type HoursTableProps } from './hours-table';
// --- icons
export { CaretIcon, HeartIcon } from './icons';
// --- location card and map
export { LocationCard, type LocationCardProps, type LocationToday } from './location-card';
export { LocationMap, type LocationMapProps } from './location-map';
// --- model card (docs/rules.md#model-range)
export { ModelCard, type ModelCardProps } from './model-card';
// --- navigation menu
export {
  groupNavLinks,
  type NavItem,
  type NavLink,
  NavMenu,
  type NavMenuProps,
} from './nav-menu';
// --- offer card (docs/rules.md#offers-on-a-site)
export { OfferCard, type OfferCardProps, type OfferText } from './offer-card';
// --- payment methods strip
export {
  type PaymentMethod,
  PaymentMethods,
  type PaymentMethodsProps,
  paymentMethodName,
  paymentMethods,
} from './payment-methods';
// --- popup
export { DeferredPopup, type DeferredPopupProps, Popup, type PopupProps } from './popup';
// --- price and finance
export { FinanceEstimate, type FinanceEstimateProps, Price, type PriceProps } from './price';
// --- radio group
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group';
// --- range slider
export {
  RangeSlider,
  RangeSliderPreview,
  type RangeSliderPreviewProps,
  type RangeSliderProps,
  thumbLabel,
} from './range-slider';
// --- rating stars
export { Rating, type RatingProps } from './rating';
// --- select
export {
  NativeSelect,
  type NativeSelectProps,
  Select,
  type SelectGroup,
  type SelectOption,
  type SelectProps,
} from './select';
// --- skeletons
export { CarCardSkeleton, Skeleton, type SkeletonProps } from './skeleton';
// --- tabs
export { type TabItem, Tabs, type TabsProps } from './tabs';
// --- text field
export { TextField, type TextFieldProps } from './text-field';
// --- theme contract
export {
  missingThemeTokens,
  type Theme,
  type ThemeTokenGroup,
  type ThemeTokenName,
  templateAttribute,
  themeToCss,
  themeTokenNames,
  themeTokens,
} from './theme';
export { type Tile, TileGrid, type TileGridProps } from './tile-grid';
// --- toast and alert
export {
  Alert,
  type AlertProps,
  alertVariants,
  Toast,
  type ToastProps,
  ToastProvider,
} from './toast';
