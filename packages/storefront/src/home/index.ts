export {
  HomePage,
  type HomePageData,
  type HomePageProps,
  type HomeStockRowData,
} from './home-page';
