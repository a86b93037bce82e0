/**
 * A list's "Load more": a large outlined button centred under the list, as plain
 * elements (frame.css, fields.css), disabled while the next page is on its way.
 */
export function LoadMore({ label, onClick, loading }: { label: string; onClick: () => void; loading: boolean }) {
  return (
    <div className="kh-more">
      <button type="button" className="kh-btn kh-outlined kh-large" onClick={onClick} disabled={loading}>
        {label}
      </button>
    </div>
  );
}
