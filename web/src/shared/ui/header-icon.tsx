import { Link } from 'react-router-dom';
import { ICONS, PlainIcon } from './plain-icon';

/** What a count shows: nothing at 0, as MUI's Badge did; "99+" past 99. */
const countText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * A header icon linking to a list, with a live count in a red dot: a plain link
 * and stylesheet (frame.css), not MUI's Tooltip, IconButton and Badge, whose
 * styles cost every signed-in screen's first render on a slow phone. The label
 * is its accessible name and, for a mouse, its native tooltip.
 */
export function HeaderIconLink(props: {
  to: string;
  label: string;
  icon: keyof typeof ICONS;
  count: number;
  testId: string;
}) {
  const { to, label, icon, count, testId } = props;
  return (
    <Link className="kh-hdr-btn kh-hdr-icon" to={to} aria-label={label} title={label}>
      <span className="kh-badge-host" data-testid={testId}>
        <PlainIcon d={ICONS[icon]} />
        {count > 0 && <span className="kh-badge">{countText(count)}</span>}
      </span>
    </Link>
  );
}
