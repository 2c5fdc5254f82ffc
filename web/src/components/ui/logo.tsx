// The Linkhop mark (same drawing as public/favicon.ico): a hop arrow on a blue square.
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#2952cc" />
      <path
        d="M7.4 22.5a8.6 8.6 0 0 1 17.2-1.2"
        fill="none"
        stroke="#fff"
        strokeWidth="3.6"
        strokeLinecap="round"
      />
      <path d="M19.8 19.2h9.6l-4.8 7z" fill="#fff" />
    </svg>
  );
}
