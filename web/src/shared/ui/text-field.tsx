import type { HTMLAttributes, Ref } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field is wrong: its border, label and help turn red. */
  error?: boolean;
  /** Under the field: the allowed range, or what is wrong with the text. */
  helperText: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A form's text field as plain elements (shared/ui/fields.css, inlined into
 * index.html): the look of MUI's outlined TextField with its label on the border
 * and its help under it, without emotion building its CSS when a dialog opens.
 */
export function TextField({ id, label, value, onChange, error = false, helperText, inputMode, inputRef }: Props) {
  const help = `${id}-help`;
  return (
    <div className="kh-field-wrap">
      <div className={error ? 'kh-field kh-medium kh-error' : 'kh-field kh-medium'}>
        <input
          ref={inputRef}
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          inputMode={inputMode}
          aria-invalid={error || undefined}
          aria-describedby={help}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <p id={help} className={error ? 'kh-field-help kh-error' : 'kh-field-help'}>
        {helperText}
      </p>
    </div>
  );
}
