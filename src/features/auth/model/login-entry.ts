import { oidcStartPath } from '@/lib/api/contract/sso-paths';

/** What the login route shows first. */
export type LoginEntry = 'popup' | 'external' | 'form';

export interface LoginEntryInput {
  variant: 'password' | 'external';
  /** manifest login.landingPopup: this client greets users before they sign in. */
  landingPopup: boolean;
  /** The user already pressed 'GOT IT!' in this browser session. */
  popupSeen: boolean;
  /** Router state asked for the popup (e.g. after logout), even if seen. */
  stateAsks: boolean;
}

/**
 * The popup comes first where the client has one: on the first visit of a
 * browser session, or whenever router state asks. Then an external client
 * hands over to its own login page; everyone else gets the form.
 */
export function decideLoginEntry({ variant, landingPopup, popupSeen, stateAsks }: LoginEntryInput): LoginEntry {
  if (landingPopup && (stateAsks || !popupSeen)) return 'popup';
  return variant === 'external' ? 'external' : 'form';
}

/**
 * Where an external client's login hands over: the server's partner sign-on route when the manifest has
 * login.oidc, else the manifest's own page.
 */
export function loginHandoverUrl(clientId: string, login: { oidc?: object; externalUrl?: string }): string | undefined {
  return login.oidc ? oidcStartPath(clientId) : login.externalUrl;
}
