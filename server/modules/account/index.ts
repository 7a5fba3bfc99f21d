export { issueCode, otpConfig, redeemCode } from './otp';
