export {
  HIDE_EXTRA_MAKES_LABEL,
  MAKES_BEFORE_EXPANSION,
  type MakeListContext,
  type MakeListEvent,
  type MakeListInput,
  type MakeListView,
  MODEL_LIST_LIMIT,
  makeListMachine,
  makeListView,
  SHOW_ALL_MAKES_LABEL,
} from './makeListMachine';
