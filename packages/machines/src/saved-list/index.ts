export {
  createSavedListMachine,
  type SavedItemSchema,
  type SavedListContext,
  type SavedListEvent,
  type SavedListMachine,
  type SavedListOptions,
} from './saved-list-machine';
