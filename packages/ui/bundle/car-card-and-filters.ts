// What a search results page takes from the kit: the car card and the search
// filters (collapsible sections, range slider, select, checkboxes, the keyword box
// and the results button). `pnpm --filter @forecourt/ui size` builds this entry
// with React left out, and Vite prints the gzipped sizes.
export {
  Button,
  CarCard,
  Checkbox,
  FilterSection,
  RangeSlider,
  Select,
  TextField,
} from '../src';
