import { describe, expect, it } from 'vitest';
import { offerRefusalKeyOf, offerView } from './offer-view';

describe('offerView', () => {
  const now = new Date('2026-11-26T08:00:00Z');

  it('offers the choice while the place is held', () => {
    expect(offerView('offered', '2026-11-26T09:00:00Z', now)).toBe('open');
  });

  it('reads an offer whose hold has run out as expired, before the server marks it', () => {
    expect(offerView('offered', '2026-11-26T08:00:00Z', now)).toBe('expired');
  });

  it('shows what became of an answered or withdrawn offer', () => {
    expect(offerView('accepted', '2026-11-26T09:00:00Z', now)).toBe('accepted');
    expect(offerView('declined', '2026-11-26T09:00:00Z', now)).toBe('declined');
    expect(offerView('withdrawn', '2026-11-26T09:00:00Z', now)).toBe('withdrawn');
  });
});

describe('offerRefusalKeyOf', () => {
  it("translates the server's refusal codes and nothing else", () => {
    expect(offerRefusalKeyOf('waitingList.expired')).toBe('errors.expired');
    expect(offerRefusalKeyOf('waitingList.closed')).toBe('errors.closed');
    expect(offerRefusalKeyOf('selfCancel.tooLate')).toBeNull();
    expect(offerRefusalKeyOf(undefined)).toBeNull();
  });
});
