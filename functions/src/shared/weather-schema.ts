import { z } from 'zod';
import { MESSAGES, pincodeError } from './validation';

// The getWeather callable's input check: a pincode as text or number, returned
// as text, refused with the spec's pincode messages.

export const getWeatherSchema = z
  .object({
    pincode: z
      .union([z.string(), z.number()], { message: MESSAGES.pincodeLength })
      .transform((v) => String(v).trim())
      .superRefine((v, ctx) => {
        const error = v === '' ? MESSAGES.pincodeLength : pincodeError(v);
        if (error) ctx.addIssue({ code: 'custom', message: error });
      }),
    lang: z.enum(['en', 'hi'], { message: MESSAGES.fillForm }).default('en'),
  })
  .strict();
