export {
  type MakeListContext,
  type MakeListEvent,
  type MakeListInput,
  type MakeListView,
  makeListMachine,
  makeListView,
} from './make-list-machine';
