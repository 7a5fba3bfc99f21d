const userIdKey = 'ava.signup.userId';

/**
 * The address the code went to, in memory only (personal data): the code step shows it filled in after
 * registering; after a reload or a later login the person types it.
 */
export const signupEmail = {
  value: '',
};
let inMemory: string | null = null;

/**
 * The pending account's id between steps (spec: userId kept), in session
 * storage so a reload keeps it. Only the id is stored: profile values stay in
 * memory, as they are personal data.
 */
export const signupUserId = {
  get(): string | null {
    try {
      return sessionStorage.getItem(userIdKey) ?? inMemory;
    } catch {
      return inMemory;
    }
  },
  set(userId: string): void {
    inMemory = userId;
    try {
      sessionStorage.setItem(userIdKey, userId);
    } catch {
      // private mode: the in-memory copy serves this page
    }
  },
  clear(): void {
    inMemory = null;
    try {
      sessionStorage.removeItem(userIdKey);
    } catch {
      // nothing stored
    }
  },
};
