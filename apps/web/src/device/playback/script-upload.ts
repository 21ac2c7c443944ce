/**
 * The script upload, on its own so that the player loads it when an HSSP upload first needs it.
 * A dynamic import of `@glide/handy` itself would ask for the SDK's whole namespace, and the
 * bundler would then put every SDK module into the start-up chunk that already holds its enums.
 */
export { uploadScript } from '@glide/handy';
