import { setGlobalOptions } from 'firebase-functions/v2';

// One place for deployment options and secrets, so every function runs with the
// same region and limits.
export const REGION = 'asia-south1';

setGlobalOptions({ region: REGION, maxInstances: 10, memory: '256MiB' });

export const CALLABLE = { cors: true, enforceAppCheck: false } as const;
