import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';

interface Props {
  /** The form's accessible name. */
  label: string;
  /** May return a promise; its rejection is the handler's to deal with (they toast their errors). */
  onSubmit: (e: FormEvent<HTMLFormElement>) => unknown;
  children: ReactNode;
}

/**
 * A form as a vertical Stack. noValidate: the fields show the app's own
 * messages (in English or Hindi) instead of the browser's bubbles.
 */
export function FormStack({ label, onSubmit, children }: Props) {
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(e: FormEvent<HTMLFormElement>) => void onSubmit(e)}
      aria-label={label}
    >
      {children}
    </Stack>
  );
}
