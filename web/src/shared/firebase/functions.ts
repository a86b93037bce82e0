import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { app, appCheckReady, EMULATOR_HOST, REGION, USE_EMULATORS } from './app';

const functions = getFunctions(app, REGION);
if (USE_EMULATORS) connectFunctionsEmulator(functions, EMULATOR_HOST, 5001);

/** A typed callable: `call<In, Out>('name')(input)` resolves to the function's result. */
export function callable<In, Out>(name: string) {
  const fn = httpsCallable<In, Out>(functions, name);
  return async (input: In): Promise<Out> => {
    await appCheckReady;
    return (await fn(input)).data;
  };
}
