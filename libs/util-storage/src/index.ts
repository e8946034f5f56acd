// Public, browser-safe entry of @kori/util-storage: the registry of cookies and local-storage keys.
export {
  STORAGE_REGISTRY,
  storageEntries,
  type ConsentCategory,
  type StorageEntry,
  type StorageKind,
  type StorageLifetime,
} from './lib/storage-registry';
