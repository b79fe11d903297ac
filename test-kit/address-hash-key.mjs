// The ADDRESS_HASH_KEY every process of a test run hashes with (scripts/unit-env.mjs sets it for the unit and
// integration tests; test-kit/site.ts and operator-command.ts give it to the sites and commands they start), so
// that a test's own store, the site and the operators' command sharing a Redis find each other's hashes. A
// site started without it (ADDRESS_HASH_KEY: '') makes its own in OUTBOX_DIR, as with zero configuration.
export const addressHashKey = 'the-test-runs-address-hash-key-0123456789';
