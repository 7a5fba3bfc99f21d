export { loadCase, requireRole, type PafCase } from './paf-access';
export { pafSigners, partFlagFor } from './paf-signers';
export { referralFileLimitBytes } from './paf-uploads';
export { registerPdsScope } from './pds-scope';
