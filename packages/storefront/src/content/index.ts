// The content routes' page: the site's content pages, its campaigns, and the routes of
// its navigation that have no page of their own yet.
export {
  type CampaignPageView,
  ContentPage,
  type ContentPageProps,
  type ContentPageView,
  type ShellPageView,
} from './content-page';
