/** The agency's mark and wordmark; drawn inline so it inherits the header's colour. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 132 32" role="img" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="12.5" fill="none" stroke="currentColor" strokeWidth="4" />
      <circle cx="16" cy="16" r="3.5" fill="currentColor" />
      <text x="38" y="24" fill="currentColor" fontFamily="inherit" fontSize="23" fontWeight="700" letterSpacing="-0.5">
        origin
      </text>
    </svg>
  )
}
