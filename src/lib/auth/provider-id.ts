const key = 'ava.providerId';

/** Remembers the provider the staff user works for (docs/product/worklists.md#pages: stored locally). */
export function storeProviderId(providerId: string): void {
  try {
    localStorage.setItem(key, providerId);
  } catch {
    // Private mode: the route parameter still carries it.
  }
}

/** The provider id stored by the worklist home, if any. */
export function storedProviderId(): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
