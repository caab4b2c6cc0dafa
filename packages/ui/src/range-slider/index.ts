export { RangeSlider, type RangeSliderProps } from './range-slider';
export { RangeSliderPreview, type RangeSliderPreviewProps } from './range-slider-preview';
export { thumbLabel } from './thumb-label';
