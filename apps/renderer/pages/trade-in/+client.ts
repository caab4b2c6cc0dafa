import { hydratePage } from '../../src/client/hydrate';
import Page from './+Page';

hydratePage(Page);
