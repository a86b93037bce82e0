import type { HTMLAttributes, InputHTMLAttributes, Ref } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field is wrong: its border, label and help turn red. */
  error?: boolean;
  /** Under the field: the allowed range, or what is wrong with the text (none: no line). */
  helperText?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  inputRef?: Ref<HTMLInputElement>;
  /** MUI's medium field (56 px, the default) or its small one (40 px). */
  size?: 'small' | 'medium';
  disabled?: boolean;
  /** More of the input's own attributes (a length limit, what the keyboard offers). */
  inputAttributes?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'maxLength' | 'autoComplete' | 'autoCapitalize' | 'spellCheck'
  >;
}

/**
 * A form's text field as plain elements (shared/ui/fields.css, inlined into
 * index.html): the look of MUI's outlined TextField with its label on the border
 * and its help under it, without emotion building its CSS when a dialog opens.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  error = false,
  helperText,
  inputMode,
  inputRef,
  size = 'medium',
  disabled = false,
  inputAttributes,
}: Props) {
  const help = `${id}-help`;
  const classes = ['kh-field', size === 'medium' && 'kh-medium', error && 'kh-error', disabled && 'kh-disabled'];
  return (
    <div className="kh-field-wrap">
      <div className={classes.filter(Boolean).join(' ')}>
        <input
          ref={inputRef}
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          inputMode={inputMode}
          disabled={disabled}
          aria-invalid={error || undefined}
          aria-describedby={helperText === undefined ? undefined : help}
          {...inputAttributes}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {helperText !== undefined && (
        <p id={help} className={error ? 'kh-field-help kh-error' : 'kh-field-help'}>
          {helperText}
        </p>
      )}
    </div>
  );
}

interface AreaProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Lines shown before it grows (the person can drag it taller). */
  rows?: number;
  maxLength?: number;
}

/** A text field of several lines (a reason, a note), drawn as TextField is. */
export function TextAreaField({ id, label, value, onChange, rows = 2, maxLength }: AreaProps) {
  return (
    <div className="kh-field-wrap">
      <div className="kh-field kh-multiline">
        <textarea id={id} value={value} rows={rows} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
        <label htmlFor={id}>{label}</label>
      </div>
    </div>
  );
}
