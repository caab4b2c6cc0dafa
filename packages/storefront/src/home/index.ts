export {
  type HomeAnswer,
  type HomeSearchPlan,
  type HomeSite,
  homePageData,
  homeSearchPlan,
  homeSiteOf,
} from './home-data';
export {
  HomePage,
  type HomePageData,
  type HomePageProps,
  type HomeStockRowData,
} from './home-page';
