// Stands in for the re2js package (see vite.config.ts): Firestore's pipeline
// regex expressions are the only users, and the app builds no pipelines. If a
// future change does, this fails loudly instead of matching wrongly.
export const RE2JS = {
  compile(): never {
    throw new Error('re2js is not bundled in Krishi Haat (web/build/re2js-stub.ts)');
  },
};
