// One fallback of a domain in its row: the address it redirects to, or what happens without one.
export function FallbackCell({
  label,
  url,
  builtIn,
}: {
  label: string;
  url: string | null;
  builtIn: string;
}) {
  return (
    <td data-label={label} className="cell-truncate" title={url ?? undefined}>
      {url ? (
        <a href={url} target="_blank" rel="noreferrer noopener" className="cell-link">
          {url}
        </a>
      ) : (
        <span className="muted">{builtIn}</span>
      )}
    </td>
  );
}
