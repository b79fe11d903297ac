// The old name of ./test-env, kept only for the lib/enquiry/server tests that still import it; they are
// moving to integration/enquiry/, and this file goes when they import ./test-env.
export * from './test-env';
