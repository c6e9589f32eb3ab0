/** The product's mark (decorative); its size and colour come from the className. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M9 9h14v3H12.5v2.5H21v3h-8.5V20H23v3H9z" fill="white" />
    </svg>
  );
}
