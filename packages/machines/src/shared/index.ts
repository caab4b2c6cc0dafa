export { type LogLevel, type LogParams, silentLog } from './logger';
export {
  discardStorageWrite,
  emptyStorageRead,
  type StorageReadInput,
  type StorageWriteParams,
} from './storage';
