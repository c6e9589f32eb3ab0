import { useCallback, useState } from 'react';

/**
 * Where a field's popover is portalled: the locale root inside the Radix theme (the element carrying `dir` and
 * `lang`), so the floating list keeps the theme's CSS variables, font and direction. react-aria's default,
 * document.body, sits outside `.radix-themes`, where none of the tokens are defined.
 * Attach `ref` to the field root and pass `container` to the Popover's `UNSTABLE_portalContainer`.
 */
export function usePortalContainer(): { ref: (node: Element | null) => void; container: Element | undefined } {
  const [container, setContainer] = useState<Element | undefined>(undefined);
  const ref = useCallback((node: Element | null) => {
    setContainer(node?.closest('.radix-themes [dir]') ?? node?.closest('.radix-themes') ?? undefined);
  }, []);
  return { ref, container };
}
