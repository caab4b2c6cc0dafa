export { Banner, type BannerProps, bannerVariants } from './banner';
