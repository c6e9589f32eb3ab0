import { useCallback, useState } from 'react';

/**
 * Where a field's popover is portalled: the locale root inside the Radix theme (the element carrying `dir` and
 * `lang`), so the floating list keeps the theme's CSS variables, font and direction. react-aria's default,
 * document.body, sits outside `.radix-themes`, where none of the tokens are defined.
 * Pass `attach` as the field root's ref and `container` to the Popover's `UNSTABLE_portalContainer`.
 */
export function usePortalContainer(): [attach: (node: Element | null) => void, container: Element | undefined] {
  const [container, setContainer] = useState<Element | undefined>(undefined);
  const attach = useCallback((node: Element | null) => {
    setContainer(node?.closest('.radix-themes [dir]') ?? node?.closest('.radix-themes') ?? undefined);
  }, []);
  return [attach, container];
}
