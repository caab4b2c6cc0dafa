export { RangeSlider, type RangeSliderProps } from './range-slider';
