import { z } from 'zod';
import { englishError } from './error-codes';
import { MESSAGES, pincodeProblem } from './validation';

// The getWeather callable's input check: a pincode as text or number, returned
// as text, refused with the spec's pincode messages.

export const getWeatherSchema = z
  .object({
    pincode: z
      .union([z.string(), z.number()], { message: MESSAGES.pincodeLength })
      .transform((v) => String(v).trim())
      .superRefine((v, ctx) => {
        const problem = v === '' ? 'form/pincode-length' : pincodeProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: englishError(problem) });
      }),
    lang: z.enum(['en', 'hi'], { message: MESSAGES.fillForm }).default('en'),
  })
  .strict();
