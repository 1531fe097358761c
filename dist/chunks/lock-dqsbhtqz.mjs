import {
  lockOwner2,
  withLock2,
  LOCK_NAME2,
  isLockFolder2,
  lockIsStale2,
  removeStaleLock2
} from "./main-jnxyrj1v.mjs";
export {
  LOCK_NAME2 as LOCK_NAME,
  isLockFolder2 as isLockFolder,
  lockIsStale2 as lockIsStale,
  lockOwner2 as lockOwner,
  removeStaleLock2 as removeStaleLock,
  withLock2 as withLock
};
