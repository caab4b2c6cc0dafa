export {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  FilterSection,
  type FilterSectionProps,
} from './accordion';
