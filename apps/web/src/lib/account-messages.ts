// The account's messages, on their own so that a lazy import of them fetches zod and the
// accounts contract only. A lazy import of the whole '@vedann/contracts' would need every
// contract in one chunk, and every page would then load all of them.
export { USER_MESSAGES } from '@vedann/contracts';
