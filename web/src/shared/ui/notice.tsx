import type { ReactNode } from 'react';
import { PlainIcon } from './plain-icon';

/** Material's ErrorOutline, ReportProblemOutlined, InfoOutlined and SuccessOutlined icons. */
const ICON = {
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  warning: 'M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z',
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2,4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
} as const;

interface Props {
  severity: keyof typeof ICON;
  children: ReactNode;
  /** A button at the end (e.g. "Try again"). */
  action?: ReactNode;
  testId?: string;
}

/**
 * A line that says what went wrong or what is shown, as plain elements (frame.css): the
 * look and role of MUI's standard Alert, without its styles built when a screen renders.
 */
export function Notice({ severity, children, action, testId }: Props) {
  return (
    <div role="alert" className={`kh-notice kh-notice-${severity}`} data-testid={testId}>
      <PlainIcon d={ICON[severity]} />
      <div className="kh-notice-text">{children}</div>
      {action && <div className="kh-notice-action">{action}</div>}
    </div>
  );
}
