/** The settings' one "✓ saved" line: a polite status, empty until there is something to say. */
export function SavedNotice({ message }: { message: string | null }) {
  return (
    <p role="status" className="settings-ok">
      {message !== null ? (
        <>
          <span aria-hidden="true">✓ </span>
          {message}
        </>
      ) : null}
    </p>
  );
}
