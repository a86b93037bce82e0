// locatePincode's input, apart from geo.ts so that the market page, which
// imports geo.ts for distances, does not evaluate zod and the error table.
import { z } from 'zod';
import { englishError } from './error-codes';

export const locatePincodeSchema = z.object({
  pincode: z.string().regex(/^[1-9][0-9]{5}$/, englishError('geo/invalid-pincode')),
});
