export { hashSigningToken, newSigningToken, signingLinkTtlMs } from './qr-signing';
