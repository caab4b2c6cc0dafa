export { Carousel, type CarouselImage, type CarouselProps, loopIndex } from './carousel';
