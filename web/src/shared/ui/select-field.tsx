import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The `<option>`s. */
  children: ReactNode;
}

/**
 * A small native select as plain elements (shared/ui/fields.css): the look of MUI's
 * small outlined TextField with `select` and native options, its label on the border.
 */
export function SelectField({ id, label, value, onChange, children }: Props) {
  return (
    <div className="kh-field-wrap">
      <div className="kh-field kh-select">
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </select>
        <label htmlFor={id}>{label}</label>
      </div>
    </div>
  );
}
