import type { ReactNode, Ref } from 'react';
import { PlainIcon } from './plain-icon';

/** Material's Search icon. */
const SEARCH =
  'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14';

interface Props {
  id: string;
  label: string;
  /** What the field shows; or, for a field that keeps its own text, `defaultValue` and `inputRef`. */
  value?: string;
  defaultValue?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  /** The search icon at the start (the lists' own searches go without). */
  icon?: boolean;
  /** A control at the end, inside the field (the market's microphone). */
  end?: ReactNode;
  /** Shown under the field, e.g. why a query cannot be searched yet. */
  helperText?: string;
  maxLength?: number;
}

/**
 * A search box as plain elements (shared/ui/fields.css, inlined into index.html):
 * the look of MUI's small outlined TextField with its label on the border,
 * without emotion building its CSS in a screen's first commit on a slow phone.
 */
export function SearchField(props: Props) {
  const { id, label, value, defaultValue, inputRef, onChange, icon = true, end, helperText, maxLength } = props;
  const help = helperText ? `${id}-help` : undefined;
  return (
    <div className="kh-field-wrap">
      <div className="kh-field">
        {icon && <PlainIcon d={SEARCH} />}
        <input
          id={id}
          ref={inputRef}
          type="search"
          value={value}
          defaultValue={defaultValue}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={maxLength}
          aria-describedby={help}
        />
        <label htmlFor={id}>{label}</label>
        {end}
      </div>
      {help && (
        <p id={help} className="kh-field-help">
          {helperText}
        </p>
      )}
    </div>
  );
}
